import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { StockBadge } from '../StockBadge/StockBadge';

interface Props {
  products: ProductResponse[];
  onPick: (product: ProductResponse) => void;
  /** The sale price beside the stock, where the price is what is being chosen (the sale screen). */
  price?: (product: ProductResponse) => string;
  /** Rows as tall as a finger (the counter's phone), rather than compact (a dialog's list). */
  touch?: boolean;
}

/** The products a search found, each a button «Shto …» with its barcode and stock: a dialog's picker and the sale's. */
export function FoundProducts({ products, onPick, price, touch = false }: Props) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Produktet e gjetura">
      {products.map((product) => (
        <li key={product.id}>
          <UnstyledButton
            onClick={() => onPick(product)}
            w="100%"
            p={touch ? 'xs' : 6}
            mih={touch ? 44 : undefined}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            aria-label={`Shto ${product.name}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" fw={600} truncate>
                {product.name}
                {product.barcode && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {product.barcode}
                  </Text>
                )}
              </Text>
              {price ? (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{price(product)}</Text>
                  <StockBadge part={product} />
                </Group>
              ) : (
                <StockBadge part={product} />
              )}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
