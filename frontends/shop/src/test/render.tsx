import type { BusinessResponse, FiscalProfileResponse, StaffRole } from '@repair-shop/contracts';
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
  /** The shop's fiscal profile in the cache; none unless given (then nothing fiscal is asked for). */
  fiscalProfile?: FiscalProfileResponse;
}

const NO_FISCAL_PROFILE: FiscalProfileResponse = { country: null, certificate: null };

/**
 * Renders inside what the dashboard has around it, its cache already holding the profile (of that role),
 * the business and its fiscal profile.
 */
export function renderWithShop(
  ui: ReactElement,
  {
    role = 'owner',
    business = testBusiness(),
    fiscalProfile = NO_FISCAL_PROFILE,
    cached = [],
    path,
  }: TestRenderOptions = {},
): ProvidersRender {
  return renderWithProviders(ui, {
    path,
    cached: [
      [queryKeys.profile, testUser(role)],
      [queryKeys.business, business],
      [queryKeys.fiscalProfile, fiscalProfile],
      ...cached,
    ],
  });
}
