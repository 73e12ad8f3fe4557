import type {
  PrintJobCreatedResponse,
  PrintJobResponse,
  PrintRequest,
  PrintStationCreatedResponse,
  PrintStationRequest,
  PrintStationResponse,
  PrintStationUpdateRequest,
  SalePrintRequest,
  SuccessResponse,
} from '@repair-shop/contracts';
import { apiRequest } from './http';
import { getToken } from '../session/session';

const withToken = () => ({ token: getToken() });
const stationPath = (id: string): string => `/print-stations/${encodeURIComponent(id)}`;

/** The shop's print stations and what its people send to them, with the signed-in user's token. */
export const printApi = {
  /** Every role: whoever sends a document chooses the station. */
  stations: () => apiRequest<PrintStationResponse[]>('GET', '/print-stations', withToken()),
  /** Owner and managers: a new station and its single-use pairing link (24 hours). */
  addStation: (body: PrintStationRequest) =>
    apiRequest<PrintStationCreatedResponse>('POST', '/print-stations', { ...withToken(), body }),
  updateStation: (id: string, body: PrintStationUpdateRequest) =>
    apiRequest<PrintStationResponse>('PATCH', stationPath(id), { ...withToken(), body }),
  /** A new pairing link: the browser that opens it replaces the one paired before. */
  newPairingLink: (id: string) =>
    apiRequest<PrintStationCreatedResponse>('POST', `${stationPath(id)}/pairing`, { ...withToken(), body: {} }),
  /**
   * A Kosovo till with coupons it has not signed is removed only when told to give them up (`voidUnsigned`);
   * otherwise 409 FISCAL_TILL_HAS_UNSIGNED_COUPONS names how many wait.
   */
  removeStation: (id: string, voidUnsigned = false) =>
    apiRequest<SuccessResponse>('DELETE', stationPath(id), {
      ...withToken(),
      query: voidUnsigned ? { voidUnsigned: 'true' } : undefined,
    }),
  /** Sends one of the job's documents to a station. */
  send: (jobId: string, body: PrintRequest) =>
    apiRequest<PrintJobCreatedResponse>('POST', `/jobs/${encodeURIComponent(jobId)}/print`, { ...withToken(), body }),
  /** Sends a counter sale's (or a return's) receipt or A4 invoice to a station. */
  sendSale: (saleId: string, body: SalePrintRequest) =>
    apiRequest<PrintJobCreatedResponse>('POST', `/sales/${encodeURIComponent(saleId)}/print`, { ...withToken(), body }),
  /** The sale's latest documents sent, newest first. */
  salePrintJobs: (saleId: string) =>
    apiRequest<PrintJobResponse[]>('GET', `/sales/${encodeURIComponent(saleId)}/print-jobs`, withToken()),
  /** The job's latest documents sent, newest first, with what became of them. */
  jobPrintJobs: (jobId: string) =>
    apiRequest<PrintJobResponse[]>('GET', `/jobs/${encodeURIComponent(jobId)}/print-jobs`, withToken()),
};
