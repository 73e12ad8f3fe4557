import type { PrintJobResponse } from '@repair-shop/contracts';
import { PRINT_JOBS_REFRESH_MS, PRINT_JOBS_SLOW_REFRESH_MS, printJobsRefreshMs } from './print-queries';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const sent = (state: PrintJobResponse['state'], secondsAgo: number): PrintJobResponse => ({
  id: `p-${state}-${secondsAgo}`,
  stationId: 's-1',
  stationName: 'Banaku',
  jobId: 'j-1',
  saleId: null,
  ticket: 'ABC123',
  clientName: 'Ëmira Çollaku',
  document: 'label',
  size: '10x4',
  paymentId: null,
  copies: 1,
  state,
  error: null,
  requestedBy: null,
  createdAt: new Date(NOW - secondsAgo * 1000).toISOString(),
  printedAt: null,
});

describe('printJobsRefreshMs', () => {
  it('asks every 2 s in the first minute after a document was sent, every 15 s after it', () => {
    expect(printJobsRefreshMs([sent('queued', 5)], NOW)).toBe(PRINT_JOBS_REFRESH_MS);
    expect(printJobsRefreshMs([sent('printing', 30), sent('printed', 3)], NOW)).toBe(PRINT_JOBS_REFRESH_MS);
    expect(printJobsRefreshMs([sent('queued', 5 * 60)], NOW)).toBe(PRINT_JOBS_SLOW_REFRESH_MS);
  });

  it('stops when nothing is pending, or only a document a station tab took long ago and never reported', () => {
    expect(printJobsRefreshMs([sent('printed', 5), sent('failed', 10)], NOW)).toBe(false);
    expect(printJobsRefreshMs([sent('printing', 11 * 60)], NOW)).toBe(false);
    // A document still waiting for an offline station keeps being asked for, slowly.
    expect(printJobsRefreshMs([sent('queued', 3 * 60 * 60)], NOW)).toBe(PRINT_JOBS_SLOW_REFRESH_MS);
  });
});
