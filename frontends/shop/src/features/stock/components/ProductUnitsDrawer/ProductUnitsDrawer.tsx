import { Badge, Button, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import {
  PRODUCT_UNIT_STATUS_LABELS,
  type ProductResponse,
  type ProductUnitResponse,
  type ProductUnitStatus,
} from '@repair-shop/contracts';
import { PagedList, TableScroll, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { UNIT_PAGE_SIZE, useProductUnits, useUpdateProductUnit } from '../../hooks/use-product-units';
import { ProductUnitAddForm } from './ProductUnitAddForm';

interface Props {
  /** The serialized product whose units are shown; null while the drawer is closed. */
  product: ProductResponse | null;
  onClose: () => void;
}

const STATUS_COLORS: Record<ProductUnitStatus, string> = {
  in_stock: 'teal',
  sold: 'blue',
  defective: 'orange',
  written_off: 'gray',
};

function UnitActions({ product, unit }: { product: ProductResponse; unit: ProductUnitResponse }) {
  const update = useUpdateProductUnit(product);
  const confirm = (status: 'defective' | 'written_off', title: string, text: string) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: title, cancel: 'Anulo' },
      confirmProps: { color: status === 'written_off' ? 'red' : 'orange' },
      onConfirm: () => update.mutate({ unit, request: { status } }),
    });
  const writeOff = () =>
    confirm(
      'written_off',
      'Nxirr nga stoku',
      `Njësia ${unit.serial} nxirret përfundimisht nga stoku (e humbur, e kthyer te furnitori ose e hedhur).`,
    );
  if (unit.status === 'in_stock') {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          color="orange"
          loading={update.isPending}
          onClick={() =>
            confirm(
              'defective',
              'Me defekt',
              `Njësia ${unit.serial} del nga stoku si me defekt; mund ta ktheni më vonë.`,
            )
          }
        >
          Me defekt
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" loading={update.isPending} onClick={writeOff}>
          Nxirr nga stoku
        </Button>
      </Group>
    );
  }
  if (unit.status === 'defective') {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          loading={update.isPending}
          onClick={() => update.mutate({ unit, request: { status: 'in_stock' } })}
        >
          Kthe në stok
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" loading={update.isPending} onClick={writeOff}>
          Nxirr nga stoku
        </Button>
      </Group>
    );
  }
  return null;
}

/**
 * «Njësitë»: a serialized product's units (IMEI or serial, cost for those who see costs, status), newest first;
 * a unit added by hand; one marked defective, put back or written off, each confirmed first.
 */
export function ProductUnitsDrawer({ product, onClose }: Props) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [product?.id]);
  const units = useProductUnits(product?.id ?? null, page);
  const paging = usePageClamp(units, { page, setPage, pageSize: UNIT_PAGE_SIZE });
  const formatMoney = useFormatMoney();
  const showsCost = product?.costPrice !== undefined;

  return (
    <Drawer
      opened={product !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={product ? `Njësitë: ${product.name}` : 'Njësitë'}
    >
      {product && (
        <Stack gap="md">
          <ProductUnitAddForm key={product.id} product={product} />
          {loadFailed(units) ? (
            <LoadFailed what="Njësitë" {...retryProps(units)} />
          ) : !units.data ? (
            <Center py="xl">
              <Loader aria-label="Duke ngarkuar njësitë" />
            </Center>
          ) : paging.total === 0 ? (
            <Text c="dimmed">Ky produkt nuk ka ende njësi. Shtojini me IMEI ose numër serik, ose me pranim malli.</Text>
          ) : (
            <PagedList paging={paging} unit="njësi" label="Faqet e njësive">
              <TableScroll minWidth={560} label="Njësitë e produktit">
                <Table verticalSpacing="xs" aria-label="Njësitë e produktit">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>IMEI / Numri serik</Table.Th>
                      {showsCost && <Table.Th ta="right">Çmimi i blerjes</Table.Th>}
                      <Table.Th>Gjendja</Table.Th>
                      <Table.Th aria-label="Veprime" />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {units.data.items.map((unit) => (
                      <Table.Tr key={unit.id}>
                        <Table.Td style={{ fontFamily: 'monospace' }}>{unit.serial}</Table.Td>
                        {showsCost && (
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {unit.costPrice === undefined ? '—' : formatMoney(Number(unit.costPrice))}
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Badge variant="light" color={STATUS_COLORS[unit.status]} size="sm">
                            {PRODUCT_UNIT_STATUS_LABELS[unit.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          <UnitActions product={product} unit={unit} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </PagedList>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
