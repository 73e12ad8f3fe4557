import { SimpleGrid } from '@mantine/core';
import { ClientAutocomplete } from '../../../clients/components/ClientAutocomplete/ClientAutocomplete';

export interface SaleClient {
  name: string;
  phone: string;
}

/** The client, optional: a returning one is found by name or phone as in the new job dialog. */
export function SaleClientFields({ client, onChange }: { client: SaleClient; onChange: (client: SaleClient) => void }) {
  const pick = (picked: { name: string; phone: string }) => onChange({ name: picked.name, phone: picked.phone });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <ClientAutocomplete
        label="Telefoni i klientit"
        field="phone"
        required={false}
        value={client.phone}
        onChange={(phone) => onChange({ ...client, phone })}
        onPick={pick}
      />
      <ClientAutocomplete
        label="Emri i klientit"
        field="name"
        required={false}
        value={client.name}
        onChange={(name) => onChange({ ...client, name })}
        onPick={pick}
      />
    </SimpleGrid>
  );
}
