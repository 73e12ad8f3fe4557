import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { loadFailed, retryProps } from '@repair-shop/web';
import { useSmsSettings } from '../../hooks/use-sms-settings';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { SmsSettingsForm } from './SmsSettingsForm';

/** "Njoftimet me SMS" of the Business tab: whether and what the shop texts its clients on each status. */
export function SmsSettings({ businessName }: { businessName: string }) {
  const settings = useSmsSettings();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sms-settings-title">
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg" id="sms-settings-title">
            Njoftimet me SMS
          </Title>
          <Text size="sm" c="dimmed">
            Njoftoni klientët me SMS për ecurinë e riparimit, me tekstin që zgjidhni për secilin status.
          </Text>
        </div>
        {loadFailed(settings) ? (
          <LoadFailed what="Cilësimet e SMS" {...retryProps(settings)} />
        ) : !settings.data ? (
          <Center py="lg">
            <Loader aria-label="Duke ngarkuar cilësimet e SMS" />
          </Center>
        ) : (
          <SmsSettingsForm settings={settings.data} businessName={businessName} />
        )}
      </Stack>
    </Paper>
  );
}
