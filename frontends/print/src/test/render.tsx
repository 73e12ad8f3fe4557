import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type {
  BusinessResponse,
  JobDetailResponse,
  JobMoney,
  JobResponse,
  PaymentResponse,
} from '@repair-shop/contracts';
import { queryKeys, theme } from '@repair-shop/web';

export const JOB_ID = '0190a1b2-c3d4-7e5f-8a9b-00000a1b2c3d';

/** A job as the server sends it, its unlock code included (the print screens must never show it). */
export function testJob(overrides: Partial<JobResponse> = {}): JobResponse {
  return {
    id: JOB_ID,
    status: 'new',
    clientName: 'Blerta Çeku',
    clientPhone: '045 321 654',
    deviceModel: 'Samsung Galaxy S23',
    deviceImei: '356938035643809',
    deviceCode: 'KOD-7391',
    workDescription: 'Ekrani i thyer, duhet ndërruar',
    issueDescription: 'Ekrani i thyer, duhet ndërruar',
    workerId: 'worker-1',
    assignedWorker: 'Besnik Gashi',
    estimatedPrice: 40,
    priority: 'normal',
    trackingToken: 'gjurmo-token-123',
    createdAt: new Date(2026, 10, 23, 9, 5).toISOString(),
    updatedAt: new Date(2026, 10, 23, 9, 5).toISOString(),
    ...overrides,
  };
}

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

export function testPayment(overrides: Partial<PaymentResponse> = {}): PaymentResponse {
  return {
    id: 'pay-1',
    jobId: JOB_ID,
    amount: 20,
    method: 'cash',
    kind: 'deposit',
    note: null,
    fiscalReceiptNumber: null,
    takenBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: new Date(2026, 10, 23, 9, 5).toISOString(),
    ...overrides,
  };
}

export const TEST_MONEY: JobMoney = { currency: 'EUR', labour: 40, parts: 25.5, total: 65.5, paid: 20, balance: 45.5 };

export function testDetail(overrides: Partial<JobDetailResponse> = {}): JobDetailResponse {
  return { job: testJob(), messages: [], pendingSms: 0, money: TEST_MONEY, payments: [testPayment()], parts: [], ...overrides };
}

export interface TestRenderOptions {
  /** The job's detail in the cache (never asked again: nothing is stale). */
  detail?: JobDetailResponse;
  business?: BusinessResponse | null;
  /** The address the router starts at. */
  path?: string;
}

/** Renders inside what the print remote has around it: the theme, a data cache holding the job and the business, a router. */
export function renderForPrint(ui: ReactElement, { detail = testDetail(), business = testBusiness(), path = '/' }: TestRenderOptions = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.job(detail.job.id), detail);
  queryClient.setQueryData(queryKeys.business, business);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </MemoryRouter>
  );
  return render(ui, { wrapper });
}
