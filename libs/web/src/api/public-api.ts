import type { TrackingLookupRequest, TrackingLookupResponse, TrackingResponse } from '@repair-shop/contracts';
import { apiRequest } from './http';

/** The clients' calls: no login. */
export const publicApi = {
  track: (token: string) => apiRequest<TrackingResponse>('GET', `/public/track/${encodeURIComponent(token)}`),
  lookup: (body: TrackingLookupRequest) => apiRequest<TrackingLookupResponse>('POST', '/public/track/lookup', { body }),
};

export { trackingPath } from '@repair-shop/contracts';
