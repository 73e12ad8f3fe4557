import { Alert, Text } from '@mantine/core';
import type { DayReportResponse } from '@repair-shop/contracts';

/**
 * The day's fiscal documents by where they stand with the tax office; nothing for a shop that issues
 * none. Unsent or refused ones are a warning: the law gives 48 hours.
 */
export function DayFiscalCounts({ fiscal }: Pick<DayReportResponse, 'fiscal'>) {
  const { fiscalized, pending, failed } = fiscal;
  if (fiscalized + pending + failed === 0) return null;
  const attention = pending + failed > 0;
  return (
    <Alert color={attention ? 'orange' : 'teal'} title="Faturat fiskale të ditës">
      <Text size="sm">
        {fiscalized} të fiskalizuara · {pending} në pritje të dërgimit · {failed} të refuzuara nga tatimet
      </Text>
      {attention && (
        <Text size="sm" mt={4}>
          Faturat në pritje dërgohen vetë sapo të ketë lidhje; të refuzuarat shihen te puna e tyre, me arsyen e
          tatimeve.
        </Text>
      )}
    </Alert>
  );
}
