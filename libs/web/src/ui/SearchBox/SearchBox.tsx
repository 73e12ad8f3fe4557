import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { LineIcon } from '../LineIcon';

export interface SearchBoxProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'leftSection' | 'rightSection'
> {
  value: string;
  onChange: (text: string) => void;
}

const SearchIcon = () => (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </LineIcon>
);

/** A list's search box: a search field with a magnifier and a button that empties it ("Fshi kërkimin"). */
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
