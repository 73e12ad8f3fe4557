import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  INTAKE_CHECKS,
  INTAKE_CHECK_LABELS,
  INTAKE_ITEM_LABELS,
  intakeStateLabel,
  type IntakeCheckState,
  type IntakeRecordResponse,
} from '@repair-shop/contracts';

const STATE_COLORS: Record<IntakeCheckState, string> = { ok: 'teal', damaged: 'red', untested: 'gray' };

/** The device's condition as recorded at intake: each check's answer, what was left, the note. */
export function IntakeSummary({ intake }: { intake: IntakeRecordResponse }) {
  return (
    <Stack gap="xs">
      <Group gap={6} aria-label="Kontrolli i pajisjes">
        {INTAKE_CHECKS.map((check) => (
          <Badge key={check} variant="light" color={STATE_COLORS[intake.checks[check]]} tt="none" size="lg" radius="sm">
            {INTAKE_CHECK_LABELS[check]}: {intakeStateLabel(check, intake.checks[check])}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        <Text span c="dimmed">
          Klienti la:{' '}
        </Text>
        {intake.itemsLeft.length > 0
          ? intake.itemsLeft.map((item) => INTAKE_ITEM_LABELS[item]).join(', ')
          : 'vetëm pajisjen'}
      </Text>
      {intake.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span c="dimmed">
            Shënim:{' '}
          </Text>
          {intake.note}
        </Text>
      )}
    </Stack>
  );
}
