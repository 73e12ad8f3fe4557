import type { PrintJobResponse, StationDocumentResponse } from '@repair-shop/contracts';
import type { StationCredential } from '@repair-shop/web';
import { testBusiness, testDetail } from '@repair-shop/web/testing';
import type { ClaimedPrintJob } from '../station/station-printer';

export const TEST_CREDENTIAL: StationCredential = {
  token: 'station-credential',
  station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi Arta' },
};

/** The document as the station holds it once claimed. */
export const claimed = (printJob: PrintJobResponse): ClaimedPrintJob => ({
  ...printJob,
  state: 'printing',
  claim: `claim-${printJob.id}`,
});

export const testStationDocument = (
  printJob: PrintJobResponse,
  detail: StationDocumentResponse['detail'] = testDetail(),
  fiscal: Pick<StationDocumentResponse, 'fiscalDocuments' | 'fiscalPrintsBefore'> = {
    fiscalDocuments: [],
    fiscalPrintsBefore: {},
  },
  sale: Pick<StationDocumentResponse, 'sale' | 'originalSale'> = { sale: null, originalSale: null },
): StationDocumentResponse => ({ printJob, detail, business: testBusiness(), ...fiscal, ...sale });
