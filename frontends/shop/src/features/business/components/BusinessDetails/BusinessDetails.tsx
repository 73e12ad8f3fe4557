import { Paper, SimpleGrid, Text } from '@mantine/core';
import { COUNTRY_LABELS, type BusinessResponse } from '@repair-shop/contracts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={500} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </div>
  );
}

/** The registered business, as it appears on labels and invoices. */
export function BusinessDetails({ business }: { business: BusinessResponse }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Fact label="Emri i biznesit" value={business.businessName} />
        <Fact label="Numri kontaktues" value={business.contactNumber} />
        <Fact label="Shteti" value={COUNTRY_LABELS[business.country] ?? business.country} />
        <Fact label="Qyteti" value={business.city} />
      </SimpleGrid>
    </Paper>
  );
}
