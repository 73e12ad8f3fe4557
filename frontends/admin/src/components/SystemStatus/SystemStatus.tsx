import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminSystemQuery } from '@repair-shop/web';

function Channel({ name, configured, text }: { name: string; configured: boolean; text: string }) {
  return (
    <Stack gap={4} aria-label={name}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Badge
          color={configured ? 'green' : 'orange'}
          variant="light"
          style={{ flexShrink: 0, minWidth: 'max-content' }}
        >
          {configured ? 'I konfiguruar' : 'Nuk është konfiguruar'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/**
 * Whether the server sends email and SMS (its configuration, SMTP_URL and the SMS gateway): without them
 * the shops' invitations, password links and clients' SMS go nowhere but the server's log.
 */
export function SystemStatus() {
  const system = useQuery(adminSystemQuery());
  if (!system.data) return null;
  const { email, sms } = system.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="system-status-title">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="system-status-title">
          Dërgimet e serverit
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Channel
            name="Email-i"
            configured={email.configured}
            text={
              email.configured
                ? `Ftesat e stafit dhe lidhjet për fjalëkalim dërgohen nga ${email.from}.`
                : 'Ftesat e stafit dhe lidhjet për fjalëkalim nuk dërgohen me email: shkruhen vetëm në log. Pronarët marrin lidhjet e stafit në ekran për t’i dërguar vetë. Vendosni SMTP_URL që të dërgohen.'
            }
          />
          <Channel
            name="SMS"
            configured={sms.configured}
            text={
              sms.configured
                ? 'SMS-të e klientëve dërgohen përmes portës së SMS-ve.'
                : 'SMS-të e klientëve nuk dërgohen: shkruhen vetëm në log. Vendosni SMS_GATEWAY_URL dhe SMS_GATEWAY_TOKEN.'
            }
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
