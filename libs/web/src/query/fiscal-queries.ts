import { queryOptions } from '@tanstack/react-query';
import type { Country, FiscalDocumentResponse, PageQuery } from '@repair-shop/contracts';
import { shopApi } from '../api/shop-api';
import { queryKeys } from './query-keys';

/**
 * Whether a shop of that fiscal country gets fiscal documents for its payments: Albania and Kosovo report
 * them to their tax office; North Macedonia's receipts come from a certified device, and a shop without
 * a profile has none.
 */
export const issuesFiscalDocuments = (country: Country | null | undefined): boolean =>
  country === 'albania' || country === 'kosovo';

/** GET /business/fiscal (the owner and managers): the shop's fiscal profile, `{country: null}` when it has none. */
export const fiscalProfileQuery = (enabled = true) =>
  queryOptions({ queryKey: queryKeys.fiscalProfile, queryFn: shopApi.fiscalProfile, enabled });

/** GET /fiscal/cash-deposits of an Albanian day: the register's initial cash and withdrawals, with their FCDC. */
export const cashDepositsQuery = (day: string, enabled = true) =>
  queryOptions({ queryKey: queryKeys.cashDeposits(day), queryFn: () => shopApi.cashDeposits(day), enabled });

/** The documents still waiting counted as overdue this often: they become so as time passes, with nothing written. */
export const FISCAL_PENDING_REFRESH_MS = 5 * 60_000;

/** GET /jobs/:id/fiscal-documents, oldest first; asked only for a shop that issues them (`enabled`). */
export const jobFiscalDocumentsQuery = (jobId: string, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.jobFiscalDocuments(jobId),
    queryFn: () => shopApi.jobFiscalDocuments(jobId),
    enabled,
  });

/** GET /fiscal/pending: one page of the documents the tax office has not accepted, and how many are overdue. */
export const fiscalPendingQuery = (query: PageQuery, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.fiscalPendingPage(query),
    queryFn: () => shopApi.fiscalPending(query),
    enabled,
    refetchInterval: FISCAL_PENDING_REFRESH_MS,
  });

/** The document a payment made, if any (a payment makes at most one). */
export const fiscalDocumentOf = (
  documents: readonly FiscalDocumentResponse[],
  paymentId: string,
): FiscalDocumentResponse | undefined => documents.find((document) => document.paymentId === paymentId);
