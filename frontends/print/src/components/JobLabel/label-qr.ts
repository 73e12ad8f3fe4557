import { trackingPath } from '@repair-shop/web';

/** The label's QR code opens the client's public tracking page, by its secret token (never the job id). */
export function labelQrText(trackingToken: string, origin: string = window.location.origin): string {
  return `${origin}${trackingPath(trackingToken)}`;
}
