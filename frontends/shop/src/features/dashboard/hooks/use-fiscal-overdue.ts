import { useQuery } from '@tanstack/react-query';
import { fiscalPendingQuery } from '@repair-shop/web';
import { useIssuesFiscalDocuments } from '../../../hooks/use-issues-fiscal-documents';
import { useMay } from '../../../hooks/use-role';

/** How many of the oldest documents the warning names; the rest are counted. */
export const FISCAL_OVERDUE_SHOWN = 5;

/**
 * The documents the tax office has not accepted, the oldest first (GET /fiscal/pending): asked only for
 * the owner and managers of a shop that issues fiscal documents.
 */
export function useFiscalOverdue() {
  const runsShop = useMay('manageBusiness');
  const issues = useIssuesFiscalDocuments();
  return useQuery(fiscalPendingQuery({ limit: FISCAL_OVERDUE_SHOWN, offset: 0 }, runsShop && issues));
}
