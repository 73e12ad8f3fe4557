import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { ProductLookupResponse, ProductResponse } from '@repair-shop/contracts';
import { isApiRequestError, SearchBox } from '@repair-shop/web';
import { PlusIcon } from '../../../../components/Icons/icons';
import { useScannedCode } from '../../../../hooks/use-scanned-code';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { FoundProducts } from '../../../stock/components/FoundProducts/FoundProducts';
import { salesApi } from '../../api/sales-api';
import { usePageScanner } from '../../hooks/use-page-scanner';
import { useProductsForSale } from '../../hooks/use-sales';
import { unknownCodeText } from '../../utils/scan';
import { hasCamera } from '../CameraScanner/camera-support';
import { QuickLineDialog, type QuickLine } from '../QuickLineDialog/QuickLineDialog';

// The camera's decoder (and the library behind it where the browser has none) loads only when it is opened.
const CameraScanner = lazy(() => import('../CameraScanner/CameraScanner'));

const SEARCH_DELAY_MS = 250;
const LOOKUP_FAILED = 'Gabim gjatë kërkimit të kodit';

/** The product (or unit) of the code; null when no product for sale has it. */
const lookup = (code: string): Promise<ProductLookupResponse | null> =>
  salesApi.lookup(code).catch((error: unknown) => {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  });

interface Props {
  /** Puts what was found in the cart; answers why it did not (a unit already there), or null. */
  onAdd: (found: ProductLookupResponse | ProductResponse) => string | null;
  onQuickLine: (line: QuickLine) => void;
}

/**
 * «Skano ose kërko»: a scanner's code and Enter (in the field, or anywhere on the page), a name with its
 * suggestions, the camera, or a quick line for something not in stock.
 */
export function CartAdder({ onAdd, onQuickLine }: Props) {
  const formatMoney = useFormatMoney();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const results = useProductsForSale(search);
  const products = search ? (results.data?.items ?? []) : [];
  const [cameraOpened, camera] = useDisclosure(false);
  const [quickOpened, quick] = useDisclosure(false);

  const add = (found: ProductLookupResponse | ProductResponse) => {
    const refused = onAdd(found);
    setNotice(refused);
    if (!refused) setText('');
  };
  const scanned = useScannedCode(lookup, add, LOOKUP_FAILED);
  const scan = (code: string) => {
    setText(code);
    setNotice(null);
    void scanned.onKeyDown({ key: 'Enter', preventDefault: () => undefined } as KeyboardEvent<HTMLInputElement>, code);
  };
  usePageScanner(scan);

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <SearchBox
          label="Skano ose kërko"
          placeholder="Barkodi, IMEI ose emri i produktit"
          value={text}
          onChange={(value) => {
            setText(value);
            setNotice(null);
            scanned.clearMissing();
          }}
          onKeyDown={(event) => void scanned.onKeyDown(event, text)}
          autoComplete="off"
          autoFocus
          size="md"
          style={{ flex: 1 }}
        />
        {hasCamera() && (
          <Button variant="light" size="md" onClick={camera.open}>
            Kamera
          </Button>
        )}
      </Group>
      {(scanned.missingCode || notice) && (
        <Text size="sm" c="orange.8" role="status">
          {notice ?? unknownCodeText(scanned.missingCode ?? '')}
        </Text>
      )}
      {search && !results.data ? (
        <Group justify="center" py="xs">
          <Loader size="sm" aria-label="Duke kërkuar produktet" />
        </Group>
      ) : search && products.length === 0 && !scanned.missingCode ? (
        <Text size="sm" c="dimmed">
          Asnjë produkt për shitje nuk përputhet me kërkimin.
        </Text>
      ) : (
        products.length > 0 && (
          <FoundProducts
            products={products}
            onPick={add}
            price={(product) => formatMoney(Number(product.salePrice))}
            touch
          />
        )
      )}
      <Group>
        <Button variant="subtle" leftSection={<PlusIcon />} onClick={quick.open} px="xs">
          Rresht i shpejtë
        </Button>
      </Group>
      <QuickLineDialog opened={quickOpened} onClose={quick.close} onAdd={onQuickLine} />
      {cameraOpened && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={camera.close}
            onCode={(code) => {
              camera.close();
              scan(code);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
