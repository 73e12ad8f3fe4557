import { Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  INTAKE_CHECKS,
  INTAKE_CHECK_LABELS,
  INTAKE_CHECK_STATES,
  INTAKE_ITEMS,
  INTAKE_ITEM_LABELS,
  INTAKE_NOTE_MAX_LENGTH,
  intakeStateLabel,
  type IntakeCheckState,
  type IntakeItem,
} from '@repair-shop/contracts';
import type { IntakeDraft } from './intake-draft';

interface Props {
  value: IntakeDraft;
  onChange: (next: IntakeDraft) => void;
}

const STATE_COLORS: Record<IntakeCheckState, string> = { ok: 'teal', damaged: 'red', untested: 'gray' };

/** The intake checklist: each check OK / damaged / not tested, what the client left, and a note. */
export function IntakeChecklistFields({ value, onChange }: Props) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" verticalSpacing={6}>
        {INTAKE_CHECKS.map((check) => (
          <Group key={check} justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" id={`intake-${check}`}>
              {INTAKE_CHECK_LABELS[check]}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={`intake-${check}`}
              color={STATE_COLORS[value.checks[check]]}
              value={value.checks[check]}
              onChange={(state) => onChange({ ...value, checks: { ...value.checks, [check]: state as IntakeCheckState } })}
              data={INTAKE_CHECK_STATES.map((state) => ({ value: state, label: intakeStateLabel(check, state) }))}
            />
          </Group>
        ))}
      </SimpleGrid>
      <Checkbox.Group label="Klienti la me pajisjen" value={value.itemsLeft} onChange={(items) => onChange({ ...value, itemsLeft: items as IntakeItem[] })}>
        <Group gap="md" mt={4}>
          {INTAKE_ITEMS.map((item) => (
            <Checkbox key={item} value={item} label={INTAKE_ITEM_LABELS[item]} />
          ))}
        </Group>
      </Checkbox.Group>
      <Textarea
        label="Shënim për gjendjen"
        placeholder="p.sh. gërvishtje në cepin e sipërm, ekrani i krisur poshtë majtas"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={INTAKE_NOTE_MAX_LENGTH}
        value={value.note}
        onChange={(event) => onChange({ ...value, note: event.currentTarget.value })}
      />
    </Stack>
  );
}
