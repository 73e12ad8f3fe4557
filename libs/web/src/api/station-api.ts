import type {
  FiscalDocumentResponse,
  PageQuery,
  PrintJobResponse,
  PrintStationPairedResponse,
  StationClaimResponse,
  StationDocumentResponse,
  StationCouponSignaturesRequest,
  StationDoneRequest,
  StationFiscalTillResponse,
  StationSelfResponse,
  StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { readEventStream, type ServerSentEvent } from './event-stream';
import { ApiRequestError, apiEventStreamRequest, apiPageRequest, apiRequest } from './http';
import type { Page } from './page';

const printJobPath = (id: string): string => `/station/jobs/${encodeURIComponent(id)}`;

/**
 * A print station's calls. Each takes the station's credential (never a person's token, which these
 * routes refuse); a removed or re-paired station answers 401 STATION_UNPAIRED.
 */
export const stationApi = {
  /** Spends a pairing link (no login): the station's credential and who it prints for. */
  pair: (token: string) => apiRequest<PrintStationPairedResponse>('POST', '/print-stations/pair', { body: { token } }),
  self: (credential: string) => apiRequest<StationSelfResponse>('GET', '/station', { token: credential }),
  /** The station's documents, newest first; total from X-Total-Count. */
  jobs: (credential: string, query: PageQuery = {}): Promise<Page<PrintJobResponse>> =>
    apiPageRequest<PrintJobResponse>('/station/jobs', { token: credential, query: { ...query } }),
  /** The oldest waiting document, taken for this tab alone; null when none waits. */
  claim: (credential: string) =>
    apiRequest<StationClaimResponse>('POST', '/station/jobs/claim', { token: credential, body: {} }),
  /** What the document shows: the job (as a technician sees it) and the shop. */
  document: (credential: string, printJobId: string) =>
    apiRequest<StationDocumentResponse>('GET', `${printJobPath(printJobId)}/document`, { token: credential }),
  /** Printed, or failed with the error (409 when the claim is not this tab's). */
  done: (credential: string, printJobId: string, body: StationDoneRequest) =>
    apiRequest<PrintJobResponse>('POST', `${printJobPath(printJobId)}/done`, { token: credential, body }),
  /** Queues a document of the history again. */
  reprint: (credential: string, printJobId: string) =>
    apiRequest<PrintJobResponse>('POST', `${printJobPath(printJobId)}/reprint`, { token: credential, body: {} }),
  /** Kosovo: whether the station is a till that must hold a key, and the key registered. */
  fiscalTill: (credential: string) =>
    apiRequest<StationFiscalTillResponse>('GET', '/station/fiscal/till', { token: credential }),
  /** Kosovo: registers the public key (SPKI, Base64) of the station's non-extractable key. */
  registerFiscalKey: (credential: string, publicKey: string) =>
    apiRequest<StationFiscalTillResponse>('PUT', '/station/fiscal/key', { token: credential, body: { publicKey } }),
  /** Kosovo: the coupons waiting for this till's signatures. */
  unsignedCoupons: (credential: string) =>
    apiRequest<StationUnsignedCouponResponse[]>('GET', '/station/fiscal/coupons', { token: credential }),
  /** Kosovo: a coupon's two signatures; answers the document as sent to ATK. */
  signCoupon: (credential: string, documentId: string, body: StationCouponSignaturesRequest) =>
    apiRequest<FiscalDocumentResponse>('POST', `/station/fiscal/coupons/${encodeURIComponent(documentId)}/signatures`, {
      token: credential,
      body,
    }),
  /**
   * The station's events ("queued" whenever a document arrives, "till" when its fiscal till changed, both on
   * opening too; "ping" to keep it open):
   * `onOpen` once the server accepted the stream, then each event, until the stream ends (resolves) or
   * fails (ApiRequestError; status 0 for a dropped connection or an abort).
   */
  events: async (
    credential: string,
    handlers: { signal: AbortSignal; onOpen: () => void; onEvent: (event: ServerSentEvent) => void },
  ): Promise<void> => {
    const body = await apiEventStreamRequest('/station/events', { token: credential, signal: handlers.signal });
    handlers.onOpen();
    try {
      await readEventStream(body, handlers.onEvent);
    } catch {
      throw new ApiRequestError(0, null);
    }
  },
};
