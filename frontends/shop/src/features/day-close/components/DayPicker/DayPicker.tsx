import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { addDays, isDay, today } from '../../../../utils/days';

interface Props {
  /** The day shown, YYYY-MM-DD. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * The day to close: the browser's date picker (today at most), a day back, a day on and today. A date
 * half typed stays in the field until it is a whole day.
 */
export function DayPicker({ value, onChange }: Props) {
  const [text, setText] = useState(value);
  const last = today();
  useEffect(() => setText(value), [value]);

  const type = (next: string): void => {
    setText(next);
    if (isDay(next) && next <= last) onChange(next);
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Dita"
        value={text}
        max={last}
        onChange={(event) => type(event.currentTarget.value)}
        w={180}
      />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => onChange(addDays(value, -1))}>
          ← Dita e mëparshme
        </Button>
        <Button variant="default" onClick={() => onChange(addDays(value, 1))} disabled={value >= last}>
          Dita tjetër →
        </Button>
        <Button variant="light" onClick={() => onChange(last)} disabled={value === last}>
          Sot
        </Button>
      </Group>
    </Group>
  );
}
