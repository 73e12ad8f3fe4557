import type { BusinessResponse, JobDetailResponse } from '@repair-shop/contracts';
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
}

/** Renders inside what the print remote has around it, its cache holding the job's detail and the business. */
export function renderForPrint(
  ui: ReactElement,
  { detail = testDetail(), business = testBusiness(), cached = [], path }: TestRenderOptions = {},
): ProvidersRender {
  return renderWithProviders(ui, {
    path,
    cached: [[queryKeys.job(detail.job.id), detail], [queryKeys.business, business], ...cached],
  });
}
