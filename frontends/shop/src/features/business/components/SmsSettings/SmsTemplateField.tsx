import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { SMS_MESSAGE_LABELS, type SmsMessageKind } from '@repair-shop/contracts';
import { smsCountText, smsPreview } from '@repair-shop/web';

interface Props {
  kind: SmsMessageKind;
  value: string;
  /** Why the template cannot be saved, if it cannot. */
  error: string | undefined;
  onChange: (value: string) => void;
  /** Shown in the preview in place of {biznesi}. */
  businessName: string;
  inputRef: (element: HTMLTextAreaElement | null) => void;
  onFocus: () => void;
}

const WHAT: Partial<Record<SmsMessageKind, string>> = { estimate: 'për preventivat', reminder: 'si kujtesë' };

/** The reminder is sent by hand from "Kërkon vëmendje"; Viber and WhatsApp take its text too. */
const REMINDER_DESCRIPTION =
  'Dërgohet kur e zgjidhni te «Kërkon vëmendje» (një herë në ditë për punë); {statusi} është statusi i tanishëm i punës. Bosh: kujtesa nuk dërgohet me SMS.';

/** The SMS text of one status (or of an estimate, or a reminder), with the message a client would get for a sample job and its length. */
export function SmsTemplateField({ kind, value, error, onChange, businessName, inputRef, onFocus }: Props) {
  const label = SMS_MESSAGE_LABELS[kind];
  const preview = smsPreview(value, kind, businessName, window.location.origin);
  const what = WHAT[kind] ?? 'për këtë status';
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={kind === 'reminder' ? REMINDER_DESCRIPTION : `Lëreni bosh që të mos dërgohet SMS ${what}.`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onFocus}
        ref={inputRef}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        spellCheck={false}
      />
      <Paper
        bg="var(--mantine-color-gray-0)"
        withBorder
        p="xs"
        radius="md"
        aria-label={`Shembulli i SMS-së: ${label}`}
        role="group"
      >
        {preview ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              Shembull
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {preview}
            </Text>
            <Text size="xs" c="dimmed">
              {smsCountText(preview)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Nuk dërgohet SMS {what}.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
