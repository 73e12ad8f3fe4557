import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { SearchIcon } from '../Icons/icons';

interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection' | 'rightSection'> {
  value: string;
  onChange: (text: string) => void;
}

/** A list's search box: a search field with a magnifier and a button that empties it. */
export function SearchBox({ value, onChange, ...props }: SearchBoxProps) {
  return (
    <TextInput
      {...props}
      type="search"
      leftSection={<SearchIcon />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label="Fshi kërkimin" onClick={() => onChange('')} /> : null}
    />
  );
}
