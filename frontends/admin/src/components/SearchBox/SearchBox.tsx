import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';

interface SearchBoxProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection' | 'rightSection'> {
  value: string;
  onChange: (text: string) => void;
}

/** A magnifier, drawn inline so the remote needs no icon package. */
const SearchIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

/** A list's search box, as in the shop: a search field with a magnifier and a button that empties it. */
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
