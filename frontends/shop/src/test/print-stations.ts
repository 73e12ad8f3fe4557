import type { PaymentResponse, PrintStationResponse } from '@repair-shop/contracts';

export function testStation(overrides: Partial<PrintStationResponse> = {}): PrintStationResponse {
  return {
    id: 'st-1',
    name: 'Banaku',
    autoPrintLabels: false,
    autoLabelSize: null,
    paired: true,
    lastSeenAt: '2026-11-23T09:40:00.000Z',
    waiting: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function testPayment(overrides: Partial<PaymentResponse> = {}): PaymentResponse {
  return {
    id: 'pay-1',
    jobId: 'job-1',
    amount: 20,
    method: 'cash',
    kind: 'deposit',
    note: null,
    fiscalReceiptNumber: null,
    takenBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: '2026-11-23T09:05:00.000Z',
    ...overrides,
  };
}
