import { ActionIcon, Badge, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import type { PartResponse } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { PencilIcon } from '../../../../components/Icons/icons';
import { PartCards } from './PartCards';

interface Props {
  parts: PartResponse[];
  onEdit: (part: PartResponse) => void;
}

/**
 * One page of the shop's parts: prices, how many are in stock (low stock marked) and the level that counts
 * as low; cards on a phone.
 */
export function PartTable({ parts, onEdit }: Props) {
  const formatMoney = useFormatMoney();
  const phone = usePhoneLayout();
  if (phone) return <PartCards parts={parts} onEdit={onEdit} />;
  return (
    <Paper withBorder radius="md">
      <TableScroll minWidth={720} label="Lista e pjesëve">
        <Table highlightOnHover verticalSpacing="sm" aria-label="Lista e pjesëve">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pjesa</Table.Th>
              <Table.Th>Kodi</Table.Th>
              <Table.Th ta="right">Çmimi i blerjes</Table.Th>
              <Table.Th ta="right">Çmimi i shitjes</Table.Th>
              <Table.Th ta="right">Sasia</Table.Th>
              <Table.Th ta="right">Stok i ulët në</Table.Th>
              <Table.Th aria-label="Veprime" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parts.map((part) => (
              <Table.Tr key={part.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {part.name}
                  </Text>
                </Table.Td>
                <Table.Td>{part.code ?? '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {part.costPrice === undefined ? '—' : formatMoney(part.costPrice)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(part.salePrice)}
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {part.lowStock && (
                      <Badge color="red" variant="light" size="sm">
                        Stok i ulët
                      </Badge>
                    )}
                    <Text size="sm" fw={600} c={part.lowStock ? 'red.7' : undefined}>
                      {part.quantity}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{part.lowStockLevel > 0 ? part.lowStockLevel : '—'}</Table.Td>
                <Table.Td ta="right">
                  <Tooltip label="Ndrysho pjesën" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => onEdit(part)}
                      aria-label={`Ndrysho ${part.name}`}
                    >
                      <PencilIcon />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  );
}
