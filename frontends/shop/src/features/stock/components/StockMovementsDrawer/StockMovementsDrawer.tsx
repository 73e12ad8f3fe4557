import { Badge, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { STOCK_MOVEMENT_REASON_LABELS, type ProductResponse } from '@repair-shop/contracts';
import { PagedList, TableScroll, formatDateTime, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { MOVEMENT_PAGE_SIZE, useStockMovements } from '../../hooks/use-stock-movements';

interface Props {
  /** The product whose movements are shown; null while the drawer is closed. */
  product: ProductResponse | null;
  onClose: () => void;
}

const signed = (change: number): string => (change > 0 ? `+${change}` : String(change));

/** "Lëvizjet e stokut": every change of the product's quantity, newest first, with its reason, who and when. */
export function StockMovementsDrawer({ product, onClose }: Props) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [product?.id]);
  const movements = useStockMovements(product?.id ?? null, page);
  const paging = usePageClamp(movements, { page, setPage, pageSize: MOVEMENT_PAGE_SIZE });

  return (
    <Drawer
      opened={product !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={product ? `Lëvizjet e stokut: ${product.name}` : 'Lëvizjet e stokut'}
    >
      {!product ? null : loadFailed(movements) ? (
        <LoadFailed what="Lëvizjet e stokut" {...retryProps(movements)} />
      ) : !movements.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar lëvizjet" />
        </Center>
      ) : paging.total === 0 ? (
        <Text c="dimmed">Ky produkt nuk ka ende lëvizje stoku.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">Në stok tani: {product.quantity}</Text>
          <PagedList paging={paging} unit="lëvizje" label="Faqet e lëvizjeve">
            <TableScroll minWidth={560} label="Lëvizjet e stokut">
              <Table verticalSpacing="xs" aria-label="Lëvizjet e stokut">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Arsyeja</Table.Th>
                    <Table.Th ta="right">Ndryshimi</Table.Th>
                    <Table.Th ta="right">Pas</Table.Th>
                    <Table.Th>Nga</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {movements.data.items.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color="gray" size="sm">
                          {STOCK_MOVEMENT_REASON_LABELS[movement.reason]}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={600} c={movement.quantityChange < 0 ? 'red.7' : 'teal.7'}>
                          {signed(movement.quantityChange)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{movement.quantityAfter}</Table.Td>
                      <Table.Td>{movement.author.name}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </PagedList>
        </Stack>
      )}
    </Drawer>
  );
}
