import { Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductResponse } from '@repair-shop/contracts';
import { SearchBox } from '@repair-shop/web';
import { useScannedCode } from '../../../../hooks/use-scanned-code';
import { findProductByBarcode } from '../../hooks/use-product-lookup';
import { useProductSearch } from '../../hooks/use-products-page';
import { FoundProducts } from '../FoundProducts/FoundProducts';

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
        products.length > 0 && <FoundProducts products={products} onPick={pick} />
      )}
    </Stack>
  );
}
