import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { usePhoneLayout } from '../../../../hooks/use-phone-layout';
import { MovementsIcon } from '../../../../components/Icons/icons';
import { productUse } from '../../utils/product-use';
import { daysLeftText } from '../../utils/days-left';
import { ProductCards } from './ProductCards';
import { ProductOwnActions } from './ProductOwnActions';

export interface ProductRowActions {
  onEdit: (product: ProductResponse) => void;
  /** Opens the product's stock movements; left out for those who may not read them. */
  onMovements?: (product: ProductResponse) => void;
  /** Opens a serialized product's units. */
  onUnits?: (product: ProductResponse) => void;
  /** Asks how many defective pieces go out of the defective count. */
  onDefective?: (product: ProductResponse) => void;
}

interface Props extends ProductRowActions {
  products: ProductResponse[];
}

/**
 * One page of the shop's stock: barcode, prices, how many are in stock (low stock marked), in how many days it runs
 * out at the recent pace, what each is for; its
 * movements a click away; cards on a phone. Prices come as exact decimal strings and are only formatted here.
 */
export function ProductTable({ products, ...actions }: Props) {
  const { onEdit, onMovements, onUnits, onDefective } = actions;
  const formatMoney = useFormatMoney();
  const phone = usePhoneLayout();
  if (phone) return <ProductCards products={products} {...actions} />;
  return (
    <Paper withBorder radius="md">
      <TableScroll minWidth={940} label="Lista e produkteve">
        <Table highlightOnHover verticalSpacing="sm" aria-label="Lista e produkteve">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produkti</Table.Th>
              <Table.Th>Barkodi</Table.Th>
              <Table.Th ta="right">Çmimi i blerjes</Table.Th>
              <Table.Th ta="right">Çmimi i shitjes</Table.Th>
              <Table.Th ta="right">Sasia</Table.Th>
              <Table.Th ta="right" title="Me ritmin e përdorimit të javëve të fundit">
                Mbaron pas
              </Table.Th>
              <Table.Th>Përdorimi</Table.Th>
              <Table.Th aria-label="Veprime" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {product.name}
                  </Text>
                  {(product.category || product.code) && (
                    <Text size="xs" c="dimmed">
                      {[product.category, product.code && `Kodi ${product.code}`].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{product.barcode ?? '—'}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {product.costPrice === undefined ? '—' : formatMoney(Number(product.costPrice))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(Number(product.salePrice))}
                  {product.vatRate !== null && (
                    <Text size="xs" c="dimmed">
                      TVSH {product.vatRate.replace('.', ',')}%
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {product.lowStock && (
                      <Badge color="red" variant="light" size="sm">
                        Stok i ulët
                      </Badge>
                    )}
                    <Text size="sm" fw={600} c={product.lowStock ? 'red.7' : undefined}>
                      {product.quantity}
                    </Text>
                  </Group>
                  {product.serialized && onUnits && (
                    <Button size="compact-xs" variant="subtle" onClick={() => onUnits(product)}>
                      Njësitë
                    </Button>
                  )}
                  {product.defectiveQuantity > 0 && (
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Text size="xs" c="orange.8">
                        Me defekt: {product.defectiveQuantity}
                      </Text>
                      {onDefective && (
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDefective(product)}>
                          Nxirr nga stoku
                        </Button>
                      )}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {daysLeftText(product.daysLeft)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{productUse(product)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {onMovements && (
                      <Tooltip label="Lëvizjet e stokut" withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => onMovements(product)}
                          aria-label={`Lëvizjet e stokut të ${product.name}`}
                        >
                          <MovementsIcon />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <ProductOwnActions product={product} onEdit={onEdit} menu={{ onUnits, onDefective }} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  );
}
