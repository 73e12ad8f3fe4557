import type {
  EstimateAnsweredResponse,
  EstimateAnswerRequest,
  TrackingLookupRequest,
  TrackingLookupResponse,
  TrackingResponse,
} from '@repair-shop/contracts';
import { apiRequest } from './http';

/** The clients' calls: no login. */
export const publicApi = {
  track: (token: string) => apiRequest<TrackingResponse>('GET', `/public/track/${encodeURIComponent(token)}`),
  lookup: (body: TrackingLookupRequest) => apiRequest<TrackingLookupResponse>('POST', '/public/track/lookup', { body }),
  /** The client's answer to the estimate the page shows; given once (409 ESTIMATE_ANSWERED, or ESTIMATE_REPLACED by a newer one). */
  answerEstimate: (token: string, body: EstimateAnswerRequest) =>
    apiRequest<EstimateAnsweredResponse>('POST', `/public/track/${encodeURIComponent(token)}/estimate`, { body }),
};

export { trackingPath } from '@repair-shop/contracts';
