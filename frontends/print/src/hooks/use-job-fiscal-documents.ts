import { useQuery } from '@tanstack/react-query';
import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import { businessQuery, issuesFiscalDocuments, jobFiscalDocumentsQuery, loadFailed } from '@repair-shop/web';
import { printedFiscalDocuments } from '../utils/fiscal-fields';

export type FiscalDocumentsData =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; documents: FiscalDocumentResponse[] };

export const FISCAL_DOCUMENTS_FAILED_TEXT =
  'Faturat fiskale të punës nuk u ngarkuan. Kontrolloni lidhjen dhe provoni përsëri.';

/**
 * The job's fiscal documents that print (GET /jobs/:id/fiscal-documents), asked only of a shop whose
 * country issues them: the business, which every role reads, says where it is (the fiscal profile is
 * the owner's and managers' to read; a shop without one has no documents). Ready and empty elsewhere.
 */
export function useJobFiscalDocuments(jobId: string): FiscalDocumentsData {
  const business = useQuery(businessQuery());
  const issues = issuesFiscalDocuments(business.data?.country);
  const documents = useQuery(jobFiscalDocumentsQuery(jobId, issues));
  // The business's own failure is the print data's to show.
  if (business.data === undefined) return { state: 'loading' };
  if (!issues) return { state: 'ready', documents: [] };
  if (loadFailed(documents)) return { state: 'failed' };
  if (documents.data === undefined) return { state: 'loading' };
  return { state: 'ready', documents: printedFiscalDocuments(documents.data) };
}
