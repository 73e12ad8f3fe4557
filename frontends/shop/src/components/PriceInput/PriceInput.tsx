import { Text, TextInput, type TextInputProps } from '@mantine/core';

/** A euro amount typed as text (comma or point), checked with parsePriceText. */
export function PriceInput(props: Omit<TextInputProps, 'type' | 'inputMode' | 'rightSection'>) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          €
        </Text>
      }
      {...props}
    />
  );
}
