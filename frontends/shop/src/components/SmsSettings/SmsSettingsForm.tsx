import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { SMS_MESSAGE_KINDS, type SmsMessageKind, type SmsSettingsRequest, type SmsSettingsResponse } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';
import { useCursorInsertion } from '../../hooks/use-cursor-insertion';
import { useSmsSettingsDraft } from '../../hooks/use-sms-settings-draft';
import { SmsGatewayAlert } from './SmsGatewayAlert';
import { SmsPlaceholderList } from './SmsPlaceholderList';
import { SmsTemplateField } from './SmsTemplateField';

interface Props {
  settings: SmsSettingsResponse;
  businessName: string;
}

const SAVED = 'Cilësimet e SMS u ruajtën.';
const SAVE_FAILED = 'Gabim gjatë ruajtjes së cilësimeve të SMS';

/** The SMS switch and one text per status and for an estimate, saved together (PUT /business/sms). */
export function SmsSettingsForm({ settings, businessName }: Props) {
  const draft = useSmsSettingsDraft(settings);
  const fail = useApiFailure();
  const queryClient = useQueryClient();
  const insertion = useCursorInsertion<SmsMessageKind>(draft.templates, draft.setTemplate, 'new');

  const saving = useMutation({
    mutationFn: (changed: SmsSettingsRequest) => shopApi.saveSmsSettings(changed),
    onSuccess: (saved) => {
      notifySuccess(SAVED);
      draft.reset(saved);
      // The answer is the settings as saved: nothing to ask again.
      queryClient.setQueryData(queryKeys.smsSettings, saved);
    },
    onError: (error) => fail(error, SAVE_FAILED),
  });
  const busy = saving.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy || draft.hasErrors) return;
    saving.mutate({ enabled: draft.enabled, templates: draft.templates });
  };

  return (
    <form onSubmit={save} noValidate aria-label="Cilësimet e SMS">
      <Stack gap="md">
        <Switch
          label="Dërgo SMS klientit kur ndryshon statusi"
          description="Klienti merr një SMS në numrin e telefonit të punës kur puna regjistrohet dhe sa herë që i ndryshoni statusin."
          checked={draft.enabled}
          onChange={(event) => draft.setEnabled(event.currentTarget.checked)}
        />
        {!settings.gatewayConfigured && <SmsGatewayAlert />}
        <SmsPlaceholderList onInsert={(placeholder) => insertion.insert(`{${placeholder}}`)} />
        <Text size="xs" c="dimmed">
          Shkronjat si ë dhe ç e bëjnë mesazhin Unicode: një SMS mban atëherë 70 karaktere në vend të 160, dhe një mesazh më i
          gjatë ndahet në disa SMS.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          {SMS_MESSAGE_KINDS.map((kind) => {
            const field = insertion.fieldProps(kind);
            return (
              <SmsTemplateField
                key={kind}
                kind={kind}
                value={draft.templates[kind]}
                error={draft.errors[kind]}
                onChange={(value) => draft.setTemplate(kind, value)}
                businessName={businessName}
                inputRef={field.ref}
                onFocus={field.onFocus}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={draft.restoreDefaults} disabled={busy || draft.isDefault}>
            Rikthe tekstet fillestare
          </Button>
          <Group gap="sm">
            {draft.hasErrors ? (
              <Text size="sm" c="red">
                Rregulloni gabimet në tekste para se të ruani.
              </Text>
            ) : (
              draft.changed && (
                <Text size="sm" c="dimmed">
                  Keni ndryshime të paruajtura.
                </Text>
              )
            )}
            <Button type="submit" loading={busy} disabled={draft.hasErrors}>
              Ruaj cilësimet e SMS
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
