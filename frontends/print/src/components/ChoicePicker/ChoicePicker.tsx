import { Group, Radio } from '@mantine/core';

interface Props<C extends { id: string; label: string }> {
  /** What is chosen ("Dimensionet", "Gjerësia e letrës", "Letra"). */
  label: string;
  choices: readonly C[];
  /** The id of the choice made. */
  value: C['id'];
  onChange: (choice: C) => void;
}

/** A print screen's choice of paper (the label's size, the roll's width, A4 or the roll), as radio buttons in the toolbar. */
export function ChoicePicker<C extends { id: string; label: string }>({ label, choices, value, onChange }: Props<C>) {
  return (
    <Radio.Group
      value={value}
      onChange={(id) => {
        const chosen = choices.find((choice) => choice.id === id);
        if (chosen) onChange(chosen);
      }}
      label={label}
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' },
        label: { marginBottom: 0 },
      }}
    >
      <Group gap="md" wrap="wrap">
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} label={choice.label} size="xs" />
        ))}
      </Group>
    </Radio.Group>
  );
}
