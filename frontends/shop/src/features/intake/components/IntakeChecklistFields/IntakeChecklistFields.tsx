import { Checkbox, Chip, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { memo } from 'react';
import {
  INTAKE_CHECKS,
  INTAKE_CHECK_LABELS,
  INTAKE_CHECK_STATES,
  INTAKE_ITEMS,
  INTAKE_ITEM_LABELS,
  INTAKE_NOTE_MAX_LENGTH,
  intakeStateLabel,
  type IntakeCheck,
  type IntakeCheckState,
  type IntakeItem,
} from '@repair-shop/contracts';
import type { IntakeDraft } from './intake-draft';

interface Props {
  value: IntakeDraft;
  /**
   * Given how to change the checklist, not the changed checklist: two taps before the next render (a chip, then
   * another) would otherwise each change the same old checklist, and the first would be lost.
   */
  onChange: (update: (current: IntakeDraft) => IntakeDraft) => void;
}

const STATE_COLORS: Record<IntakeCheckState, string> = { ok: 'teal', damaged: 'red', untested: 'gray' };

/**
 * One check: its name, and its three answers under it as chips. The chips wrap between each other, never
 * inside a word, so that every answer is read whole on a phone too.
 */
function CheckChoice({
  check,
  state,
  onChange,
}: {
  check: IntakeCheck;
  state: IntakeCheckState;
  onChange: (state: IntakeCheckState) => void;
}) {
  const labelId = `intake-${check}`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {INTAKE_CHECK_LABELS[check]}
      </Text>
      <Chip.Group value={state} onChange={(chosen) => onChange(chosen as IntakeCheckState)}>
        <Group gap={4} wrap="wrap" role="radiogroup" aria-labelledby={labelId}>
          {INTAKE_CHECK_STATES.map((choice) => (
            <Chip key={choice} value={choice} name={labelId} size="xs" color={STATE_COLORS[choice]} variant="light">
              {intakeStateLabel(check, choice)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/**
 * The intake checklist: each check OK / damaged / not tested, what the client left, and a note. Memoized: in the
 * new job dialog it is drawn again only when its own value changes, not at every key typed in another field.
 */
export const IntakeChecklistFields = memo(function IntakeChecklistFields({ value, onChange }: Props) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
        {INTAKE_CHECKS.map((check) => (
          <CheckChoice
            key={check}
            check={check}
            state={value.checks[check]}
            onChange={(state) => onChange((current) => ({ ...current, checks: { ...current.checks, [check]: state } }))}
          />
        ))}
      </SimpleGrid>
      <Checkbox.Group
        label="Klienti la me pajisjen"
        value={value.itemsLeft}
        onChange={(items) => onChange((current) => ({ ...current, itemsLeft: items as IntakeItem[] }))}
      >
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
        onChange={(event) => {
          const note = event.currentTarget.value;
          onChange((current) => ({ ...current, note }));
        }}
      />
    </Stack>
  );
});
