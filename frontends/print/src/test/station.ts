import type { PrintJobResponse, StationDocumentResponse } from '@repair-shop/contracts';
import type { StationCredential } from '@repair-shop/web';
import type { ClaimedPrintJob } from '../station/station-printer';
import { JOB_ID, testBusiness, testDetail } from './render';

export const TEST_CREDENTIAL: StationCredential = {
  token: 'station-credential',
  station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi Arta' },
};

/** A document sent to the station "Banaku", as the server lists it. */
export function testPrintJob(overrides: Partial<PrintJobResponse> = {}): PrintJobResponse {
  return {
    id: 'pj-1',
    stationId: 'st-1',
    stationName: 'Banaku',
    jobId: JOB_ID,
    ticket: '1B2C3D',
    clientName: 'Blerta Çeku',
    document: 'label',
    size: '10x4',
    paymentId: null,
    copies: 2,
    state: 'queued',
    error: null,
    requestedBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: new Date(2026, 10, 23, 10, 40).toISOString(),
    printedAt: null,
    ...overrides,
  };
}

export const claimed = (printJob: PrintJobResponse): ClaimedPrintJob => ({ ...printJob, state: 'printing', claim: `claim-${printJob.id}` });

export const testStationDocument = (printJob: PrintJobResponse, detail = testDetail()): StationDocumentResponse => ({
  printJob,
  detail,
  business: testBusiness(),
});
