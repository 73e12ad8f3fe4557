import type { BusinessResponse, StaffRole } from '@repair-shop/contracts';
import type { ReactElement } from 'react';
import { queryKeys } from '@repair-shop/web';
import {
  renderWithProviders,
  testBusiness,
  testUser,
  type ProvidersRender,
  type ProvidersRenderOptions,
} from '@repair-shop/web/testing';

export interface TestRenderOptions extends ProvidersRenderOptions {
  /** The signed-in account's role (the profile in the cache). */
  role?: StaffRole;
  /** The shop's business in the cache; null: none registered. */
  business?: BusinessResponse | null;
}

/** Renders inside what the dashboard has around it, its cache already holding the profile (of that role) and the business. */
export function renderWithShop(
  ui: ReactElement,
  { role = 'owner', business = testBusiness(), cached = [], path }: TestRenderOptions = {},
): ProvidersRender {
  return renderWithProviders(ui, {
    path,
    cached: [[queryKeys.profile, testUser(role)], [queryKeys.business, business], ...cached],
  });
}
