import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { SMS_PLACEHOLDERS, SMS_PLACEHOLDER_LABELS, type SmsPlaceholder } from '@repair-shop/contracts';

/** The placeholders a template may use; clicking one puts it where the cursor was in the last edited text. */
export function SmsPlaceholderList({ onInsert }: { onInsert: (placeholder: SmsPlaceholder) => void }) {
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={600} id="sms-placeholders-title">
          Vendmbajtësit
        </Text>
        <Text size="xs" c="dimmed">
          Zëvendësohen me të dhënat e punës kur dërgohet SMS-ja. Klikoni njërin për ta shtuar te teksti, aty ku është
          kursori.
        </Text>
      </div>
      <Group gap={6} role="list" aria-labelledby="sms-placeholders-title">
        {SMS_PLACEHOLDERS.map((placeholder) => (
          <div role="listitem" key={placeholder}>
            <Button
              size="compact-sm"
              variant="default"
              // Keeps the focus (and so the cursor) in the textarea being edited.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(placeholder)}
            >
              <Code fz="xs" mr={6}>{`{${placeholder}}`}</Code>
              <Text span size="xs" c="dimmed">
                {SMS_PLACEHOLDER_LABELS[placeholder]}
              </Text>
            </Button>
          </div>
        ))}
      </Group>
    </Stack>
  );
}
