import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { ProductResponse } from '@repair-shop/contracts';
import { SearchBox } from '@repair-shop/web';
import { useApiFailure } from '../../../../hooks/use-api-failure';
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
  const fail = useApiFailure();
  const [text, setText] = useState('');
  const [missingCode, setMissingCode] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useProductSearch(search);
  const products = search ? (results.data?.items ?? []) : [];

  const pick = (product: ProductResponse) => {
    onPick(product);
    setText('');
    setMissingCode(null);
  };

  const pickScanned = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = text.trim();
    if (!code || looking) return;
    setLooking(true);
    try {
      const product = await findProductByBarcode(queryClient, code);
      if (product) pick(product);
      else setMissingCode(code);
    } catch (error) {
      fail(error, LOOKUP_FAILED);
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap={6}>
      <SearchBox
        label="Shto produkt"
        placeholder="Emri ose barkodi (mund ta skanoni)"
        value={text}
        onChange={(value) => {
          setText(value);
          setMissingCode(null);
        }}
        onKeyDown={(event) => void pickScanned(event)}
        autoComplete="off"
      />
      {missingCode && (
        <Text size="sm" c="orange.8">
          {noBarcodeText(missingCode)}
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
