import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { CardItem, CardList } from '../../../../components/CardList/CardList';
import { productUse } from '../../utils/product-use';
import type { ProductRowActions } from './ProductTable';
import { ProductOwnActions } from './ProductOwnActions';
import { daysLeftText } from '../../utils/days-left';

interface Props extends ProductRowActions {
  products: ProductResponse[];
}

/** The products of one page as cards (phones): what ProductTable shows, how many are left first. */
export function ProductCards({ products, onEdit, ...actions }: Props) {
  const { onMovements, onUnits, onDefective } = actions;
  const formatMoney = useFormatMoney();
  return (
    <CardList label="Lista e produkteve">
      {products.map((product) => (
        <CardItem key={product.id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{product.name}</Text>
                <Text size="xs" c="dimmed">
                  {[product.barcode && `Barkodi ${product.barcode}`, product.category, productUse(product)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <ProductOwnActions product={product} onEdit={onEdit} menu={actions} />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} c={product.lowStock ? 'red.7' : undefined}>
                Në stok: {product.quantity}
              </Text>
              {product.lowStock && (
                <Badge color="red" variant="light" size="sm">
                  Stok i ulët
                </Badge>
              )}
              {product.daysLeft !== null && <Text size="sm">Mbaron pas: {daysLeftText(product.daysLeft)}</Text>}
              {product.defectiveQuantity > 0 && (
                <Text size="sm" c="orange.8">
                  Me defekt: {product.defectiveQuantity}
                </Text>
              )}
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm">Shitja {formatMoney(Number(product.salePrice))}</Text>
              {product.costPrice !== undefined && (
                <Text size="sm" c="dimmed">
                  Blerja {formatMoney(Number(product.costPrice))}
                </Text>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              {onMovements && (
                <Button variant="subtle" size="compact-sm" onClick={() => onMovements(product)}>
                  Lëvizjet e stokut
                </Button>
              )}
              {product.serialized && onUnits && (
                <Button variant="subtle" size="compact-sm" onClick={() => onUnits(product)}>
                  Njësitë
                </Button>
              )}
              {product.defectiveQuantity > 0 && onDefective && (
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDefective(product)}>
                  Nxirr nga stoku
                </Button>
              )}
            </Group>
          </Stack>
        </CardItem>
      ))}
    </CardList>
  );
}
