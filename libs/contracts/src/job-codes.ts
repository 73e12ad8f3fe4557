/** The code a client is given (label, SMS, tracking lookup): the job id's last 6 characters, uppercased. */
export function clientTicketCode(jobId: string): string {
  return jobId.slice(-6).toUpperCase();
}

/** A ticket code once read: six hexadecimal characters, as clientTicketCode writes them. */
const TICKET_CODE = /^[0-9A-F]{6}$/;

/**
 * A ticket code as people type it ("#a99b0e", " A9 9B0E ": the app writes it "#A99B0E"), read as the
 * code itself: without "#" and spaces, upper-cased. Null when what is left is no ticket code.
 */
export function parseTicketCode(typed: string): string | null {
  const code = typed.replace(/[#\s]/g, '').toUpperCase();
  return TICKET_CODE.test(code) ? code : null;
}

/** What a ticket code is, said where one typed is refused (the tracking lookup, its form). */
export const TICKET_CODE_PROBLEM = 'Kodi i biletës ka 6 shkronja e shifra, si në etiketë ose në SMS (p.sh. A99B0E).';

/** Where a client follows a job: the shell's public page for the job's tracking token. */
export function trackingPath(token: string): string {
  return `/gjurmo/${encodeURIComponent(token)}`;
}
