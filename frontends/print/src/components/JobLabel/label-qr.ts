import { clientTicketCode } from '@repair-shop/web';

/**
 * The text the label's QR code encodes: for now the client's ticket code and the job's reference.
 * The only place to change when the code points to a public tracking page instead.
 */
export function labelQrText(jobId: string): string {
  return `${clientTicketCode(jobId)} ${jobId}`;
}
