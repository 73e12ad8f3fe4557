import { Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_SMS_TEMPLATES,
  SMS_MESSAGE_KINDS,
  type SmsMessageKind,
  type SmsSettingsRequest,
  type SmsSettingsResponse,
} from '@repair-shop/contracts';
import { smsTemplateError } from '@repair-shop/web';
import { useSaveSmsSettings } from '../../hooks/use-save-sms-settings';
import { useCursorInsertion } from '../../hooks/use-cursor-insertion';
import { SmsGatewayAlert } from './SmsGatewayAlert';
import { SmsPlaceholderList } from './SmsPlaceholderList';
import { SmsTemplateField } from './SmsTemplateField';
import { startFromSaved } from '../../../../utils/saved-form';

interface Props {
  settings: SmsSettingsResponse;
  businessName: string;
}

type Templates = Record<SmsMessageKind, string>;

interface SmsSettingsValues {
  enabled: boolean;
  templates: Templates;
}

/** The settings as the form edits them: every status's template and the estimate's, '' for one the server left out. */
const valuesOf = (settings: SmsSettingsRequest): SmsSettingsValues => ({
  enabled: settings.enabled,
  templates: Object.fromEntries(SMS_MESSAGE_KINDS.map((kind) => [kind, settings.templates[kind] ?? ''])) as Templates,
});

const sameTemplates = (a: Templates, b: Templates) => SMS_MESSAGE_KINDS.every((kind) => a[kind] === b[kind]);

/** Each template checked as the server checks it (known placeholders, length). */
const validateTemplates = Object.fromEntries(SMS_MESSAGE_KINDS.map((kind) => [kind, smsTemplateError])) as Record<
  SmsMessageKind,
  (template: string) => string | null
>;

/** The SMS switch and one text per status and for an estimate, saved together (PUT /business/sms). */
export function SmsSettingsForm({ settings, businessName }: Props) {
  const form = useForm<SmsSettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    // A template is checked as it is typed, so that a wrong placeholder shows before saving.
    validateInputOnChange: true,
    validate: { templates: validateTemplates },
  });
  const { templates } = form.values;
  const setTemplate = (kind: SmsMessageKind, template: string) => form.setFieldValue(`templates.${kind}`, template);
  const insertion = useCursorInsertion<SmsMessageKind>(templates, setTemplate, 'new');

  const saving = useSaveSmsSettings();
  const busy = saving.isPending;
  const errorOf = (kind: SmsMessageKind): string | undefined => {
    const error = form.errors[`templates.${kind}`];
    return typeof error === 'string' ? error : undefined;
  };
  const hasErrors = Object.values(form.errors).some(Boolean);
  const restoreDefaults = () => {
    form.setFieldValue('templates', { ...DEFAULT_SMS_TEMPLATES });
    form.clearErrors();
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (busy) return;
        saving.mutate({ request: values, form }, startFromSaved(form, valuesOf));
      })}
      noValidate
      aria-label="Cilësimet e SMS"
    >
      <Stack gap="md">
        <Switch
          label="Dërgo SMS klientit kur ndryshon statusi"
          description="Klienti merr një SMS në numrin e telefonit të punës kur puna regjistrohet dhe sa herë që i ndryshoni statusin."
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        {!settings.gatewayConfigured && <SmsGatewayAlert />}
        <SmsPlaceholderList onInsert={(placeholder) => insertion.insert(`{${placeholder}}`)} />
        <Text size="xs" c="dimmed">
          Shkronjat si ë dhe ç e bëjnë mesazhin Unicode: një SMS mban atëherë 70 karaktere në vend të 160, dhe një
          mesazh më i gjatë ndahet në disa SMS.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          {SMS_MESSAGE_KINDS.map((kind) => {
            const field = insertion.fieldProps(kind);
            return (
              <SmsTemplateField
                key={kind}
                kind={kind}
                value={templates[kind]}
                error={errorOf(kind)}
                onChange={(value) => setTemplate(kind, value)}
                businessName={businessName}
                inputRef={field.ref}
                onFocus={field.onFocus}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            onClick={restoreDefaults}
            disabled={busy || sameTemplates(templates, DEFAULT_SMS_TEMPLATES)}
          >
            Rikthe tekstet fillestare
          </Button>
          <Group gap="sm">
            {hasErrors ? (
              <Text size="sm" c="red">
                Rregulloni gabimet në tekste para se të ruani.
              </Text>
            ) : (
              form.isDirty() && (
                <Text size="sm" c="dimmed">
                  Keni ndryshime të paruajtura.
                </Text>
              )
            )}
            <Button type="submit" loading={busy} disabled={hasErrors}>
              Ruaj cilësimet e SMS
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
