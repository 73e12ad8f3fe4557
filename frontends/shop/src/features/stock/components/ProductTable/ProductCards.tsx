import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { CardItem, CardList } from '../../../../components/CardList/CardList';
import { PencilIcon } from '../../../../components/Icons/icons';
import { productUse } from '../../utils/product-use';
import type { ProductRowActions } from './ProductTable';

interface Props extends ProductRowActions {
  products: ProductResponse[];
}

/** The products of one page as cards (phones): what ProductTable shows, how many are left first. */
export function ProductCards({ products, onEdit, onMovements }: Props) {
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
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onEdit(product)}
                aria-label={`Ndrysho ${product.name}`}
                style={{ flexShrink: 0 }}
              >
                <PencilIcon />
              </ActionIcon>
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
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm">Shitja {formatMoney(Number(product.salePrice))}</Text>
              {product.costPrice !== undefined && (
                <Text size="sm" c="dimmed">
                  Blerja {formatMoney(Number(product.costPrice))}
                </Text>
              )}
            </Group>
            {onMovements && (
              <Button variant="subtle" size="compact-sm" onClick={() => onMovements(product)} w="fit-content">
                Lëvizjet e stokut
              </Button>
            )}
          </Stack>
        </CardItem>
      ))}
    </CardList>
  );
}
