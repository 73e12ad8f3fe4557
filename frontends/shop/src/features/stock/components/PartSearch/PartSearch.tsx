import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartResponse } from '@repair-shop/contracts';
import { SearchBox } from '@repair-shop/web';
import { useScannedCode } from '../../../../hooks/use-scanned-code';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { findPartByCode, usePartSearch } from '../../hooks/use-part-search';
import { StockBadge } from '../StockBadge/StockBadge';

const SEARCH_DELAY_MS = 300;
const SEARCH_FAILED = 'Gabim gjatë kërkimit të pjesës';

export const noCodeText = (code: string): string => `Asnjë pjesë nuk ka kodin «${code}».`;

/**
 * Finds a part of the shop by name or code. A barcode scanner types the code and Enter: Enter picks the
 * part whose code is exactly what was typed, at once; otherwise the matches are listed to click on.
 */
export function PartSearch({ onPick }: { onPick: (part: PartResponse) => void }) {
  const queryClient = useQueryClient();
  const formatMoney = useFormatMoney();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const scanned = useScannedCode((code) => findPartByCode(queryClient, code), onPick, SEARCH_FAILED);
  const results = usePartSearch(search);
  const parts = results.data?.items ?? [];

  return (
    <Stack gap="sm">
      <SearchBox
        label="Kërko pjesën"
        placeholder="Emri ose kodi (mund ta skanoni)"
        value={text}
        onChange={(value) => {
          setText(value);
          scanned.clearMissing();
        }}
        onKeyDown={(event) => void scanned.onKeyDown(event, text)}
        data-autofocus
        autoComplete="off"
      />
      {scanned.missingCode && (
        <Text size="sm" c="orange.8">
          {noCodeText(scanned.missingCode)}
        </Text>
      )}
      {!results.data ? (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label="Duke kërkuar pjesët" />
        </Group>
      ) : parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {search
            ? 'Asnjë pjesë nuk përputhet me kërkimin.'
            : 'Nuk keni ende pjesë në stok. Shtojini te skeda «Stoku».'}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pjesët e gjetura">
          {parts.map((part) => (
            <li key={part.id}>
              <UnstyledButton
                onClick={() => onPick(part)}
                w="100%"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
                aria-label={`Zgjidh ${part.name}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {part.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {part.code ? `Kodi ${part.code} · ` : ''}
                      {formatMoney(part.salePrice)}
                    </Text>
                  </div>
                  <StockBadge part={part} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
