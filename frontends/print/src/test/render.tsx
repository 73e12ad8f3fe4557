import type { BusinessResponse, FiscalDocumentResponse, JobDetailResponse } from '@repair-shop/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { queryKeys } from '@repair-shop/web';
import {
  renderWithProviders,
  testBusiness,
  testDetail,
  type ProvidersRender,
  type ProvidersRenderOptions,
} from '@repair-shop/web/testing';

export interface TestRenderOptions extends ProvidersRenderOptions {
  /** The job's detail in the cache. */
  detail?: JobDetailResponse;
  business?: BusinessResponse | null;
  /** The job's fiscal documents in the cache (none unless given); null: not cached, asked of the server. */
  fiscalDocuments?: FiscalDocumentResponse[] | null;
}

/** Renders inside what the print remote has around it, its cache holding the job's detail, the business and the job's fiscal documents. */
export function renderForPrint(
  ui: ReactElement,
  { detail = testDetail(), business = testBusiness(), fiscalDocuments = [], cached = [], path }: TestRenderOptions = {},
): ProvidersRender {
  const fiscal: [QueryKey, unknown][] =
    fiscalDocuments === null ? [] : [[queryKeys.jobFiscalDocuments(detail.job.id), fiscalDocuments]];
  return renderWithProviders(ui, {
    path,
    cached: [[queryKeys.job(detail.job.id), detail], [queryKeys.business, business], ...fiscal, ...cached],
  });
}
