import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductResponse } from '@repair-shop/contracts';
import { SearchBox } from '@repair-shop/web';
import { useScannedCode } from '../../../../hooks/use-scanned-code';
import { findProductByBarcode } from '../../hooks/use-product-lookup';
import { useProductSearch } from '../../hooks/use-products-page';
import { StockBadge } from '../StockBadge/StockBadge';

const SEARCH_DELAY_MS = 300;
const LOOKUP_FAILED = 'Gabim gjatë kërkimit të barkodit';

export const noBarcodeText = (code: string): string => `Asnjë produkt i stokut tuaj nuk ka barkodin «${code}».`;

/**
 * Adds a product to a receipt or a count: typed by name, or scanned (a scanner types the code and Enter: the
 * product whose barcode is exactly that is added at once, and the box is cleared for the next scan).
 */
export function ProductLinePicker({ onPick }: { onPick: (product: ProductResponse) => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useProductSearch(search);
  const products = search ? (results.data?.items ?? []) : [];

  const pick = (product: ProductResponse) => {
    onPick(product);
    setText('');
    scanned.clearMissing();
  };
  const scanned = useScannedCode((code) => findProductByBarcode(queryClient, code), pick, LOOKUP_FAILED);

  return (
    <Stack gap={6}>
      <SearchBox
        label="Shto produkt"
        placeholder="Emri ose barkodi (mund ta skanoni)"
        value={text}
        onChange={(value) => {
          setText(value);
          scanned.clearMissing();
        }}
        onKeyDown={(event) => void scanned.onKeyDown(event, text)}
        autoComplete="off"
      />
      {scanned.missingCode && (
        <Text size="sm" c="orange.8">
          {noBarcodeText(scanned.missingCode)}
        </Text>
      )}
      {search && !results.data ? (
        <Group justify="center" py="xs">
          <Loader size="sm" aria-label="Duke kërkuar produktet" />
        </Group>
      ) : search && products.length === 0 ? (
        <Text size="sm" c="dimmed">
          Asnjë produkt nuk përputhet me kërkimin.
        </Text>
      ) : (
        products.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Produktet e gjetura">
            {products.map((product) => (
              <li key={product.id}>
                <UnstyledButton
                  onClick={() => pick(product)}
                  w="100%"
                  p={6}
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
                    <StockBadge part={product} />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )
      )}
    </Stack>
  );
}
