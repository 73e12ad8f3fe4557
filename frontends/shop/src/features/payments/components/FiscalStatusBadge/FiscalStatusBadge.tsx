import { Badge } from '@mantine/core';
import type { FiscalDocumentResponse, FiscalDocumentStatus } from '@repair-shop/contracts';

type ShownStatus = Exclude<FiscalDocumentStatus, 'not_fiscal'>;

export const FISCAL_STATUS_LABELS: Record<ShownStatus, string> = {
  fiscalized: 'Fiskalizuar',
  pending: 'Në pritje',
  failed: 'Refuzuar',
};

const COLORS: Record<ShownStatus, string> = { fiscalized: 'green', pending: 'yellow', failed: 'red' };

/**
 * What the tax office made of a payment's invoice (its NIVF, or why it refused it, on hover); nothing for
 * a payment without a fiscal document or one that is not fiscal.
 */
export function FiscalStatusBadge({ document }: { document: FiscalDocumentResponse | undefined }) {
  if (!document || document.status === 'not_fiscal') return null;
  const hint = document.status === 'fiscalized' ? document.fic && `NIVF: ${document.fic}` : document.error;
  return (
    <Badge
      variant="light"
      color={COLORS[document.status]}
      title={hint || undefined}
      aria-label={`Fatura fiskale: ${FISCAL_STATUS_LABELS[document.status]}`}
    >
      {FISCAL_STATUS_LABELS[document.status]}
    </Badge>
  );
}
