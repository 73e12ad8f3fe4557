import { Autocomplete, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClientSuggestion } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { useClientSuggestions } from '../../hooks/use-client-suggestions';
import { jobCountText } from '../../utils/job-count-text';

interface Props {
  label: string;
  /** Which of the client's fields this input holds: its suggestions are shown by it. */
  field: 'name' | 'phone';
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  /** A suggested client was chosen: fill the name and the phone. */
  onPick: (client: ClientSuggestion) => void;
  /** The new job needs the client; a sale takes one only when it is given. */
  required?: boolean;
}

function SuggestionOption({ client }: { client: ClientSuggestion }) {
  return (
    <Stack gap={0} w="100%">
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} truncate>
          {client.name}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {client.phone}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {client.lastJobAt
          ? `${jobCountText(client.jobCount)} · e fundit më ${formatDate(client.lastJobAt)}`
          : 'Pa punë ende'}
      </Text>
    </Stack>
  );
}

/**
 * The client's name or phone in the new job dialog, offering the shop's clients whose name or phone
 * holds what is typed (the server's search: accents ignored, the phone in any form). Arrows and Enter
 * or a tap choose one, which fills both the name and the phone.
 */
export function ClientAutocomplete({ label, field, value, error, onChange, onPick, required = true }: Props) {
  const clients = useClientSuggestions(value);
  const byKey = new Map(clients.map((client) => [client.phoneKey, client]));
  return (
    <Autocomplete
      label={label}
      withAsterisk={required}
      autoComplete="off"
      type={field === 'phone' ? 'tel' : 'text'}
      value={value}
      error={error}
      onChange={onChange}
      data={clients.map((client) => ({ value: client.phoneKey, label: field === 'name' ? client.name : client.phone }))}
      // The server chose and ordered them; a phone typed "+383 49…" would not match "049…" here.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const client = byKey.get(option.value);
        return client ? <SuggestionOption client={client} /> : null;
      }}
      onOptionSubmit={(phoneKey) => {
        const client = byKey.get(phoneKey);
        if (client) onPick(client);
      }}
      // Opened by typing or a tap, not by tabbing through a field already filled.
      openOnFocus={false}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
