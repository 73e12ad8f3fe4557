import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BusinessResponse, StaffRole, UserResponse } from '@repair-shop/contracts';
import { queryKeys, theme } from '@repair-shop/web';

/** A shop's account with that role, as the profile query holds it. */
export function testUser(role: StaffRole = 'owner'): UserResponse {
  return {
    id: 'user-1',
    firstName: 'Arta',
    lastName: 'Morina',
    email: 'arta@example.com',
    createdAt: '2026-11-01T09:00:00.000Z',
    isAdmin: false,
    hasSeenWelcome: true,
    isExpired: false,
    remainingDays: 20,
    trialExpiresAt: '2026-12-01T09:00:00.000Z',
    role,
    businessName: 'Servisi Arta',
    subscriptionStatus: 'trial',
  };
}

/** A registered business keeping its books in that currency. */
export function testBusiness(overrides: Partial<BusinessResponse> = {}): BusinessResponse {
  return {
    id: 'business-1',
    businessName: 'Servisi Arta',
    contactNumber: '044 555 666',
    country: 'kosovo',
    city: 'Prizren',
    techniciansSeeOwnJobsOnly: false,
    currency: 'EUR',
    taxNumber: null,
    vatRate: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export interface TestRenderOptions {
  /** The signed-in account's role (the profile in the cache). */
  role?: StaffRole;
  /** The shop's business in the cache; null: none registered. */
  business?: BusinessResponse | null;
  /** Other answers already in the cache, by their keys. */
  cached?: [QueryKey, unknown][];
}

export interface TestRender extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders inside what the dashboard has around it: the theme (without transitions or portals), confirm
 * modals, a data cache already holding the profile and the business (never asked again: nothing is
 * stale), and a router.
 */
export function renderWithShop(ui: ReactElement, { role = 'owner', business = testBusiness(), cached = [] }: TestRenderOptions = {}): TestRender {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(queryKeys.profile, testUser(role));
  queryClient.setQueryData(queryKeys.business, business);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <MantineProvider theme={theme} env="test">
        <ModalsProvider labels={{ confirm: 'Po', cancel: 'Anulo' }}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </MemoryRouter>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}
