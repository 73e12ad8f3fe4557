import { Alert, Text } from '@mantine/core';
import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import { fiscalOutcome } from '../../../payments/utils/fiscal-outcome';

export const NON_FISCAL_TEXT = 'Kupon jo fiskal';

/** The sale's fiscal document: fiscalized (its NIVF), waiting to be sent, refused, or none (North Macedonia). */
export function SaleFiscalState({ document }: { document: FiscalDocumentResponse | null }) {
  const outcome = document ? fiscalOutcome(document) : null;
  if (!outcome) {
    return (
      <Text size="sm" c="dimmed">
        {NON_FISCAL_TEXT}
      </Text>
    );
  }
  const color = outcome.state === 'fiscalized' ? 'green' : outcome.state === 'pending' ? 'orange' : 'red';
  return (
    <Alert color={color} variant="light" p="xs">
      {outcome.text}
    </Alert>
  );
}
