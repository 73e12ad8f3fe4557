/** The code a client is given (label, SMS, tracking lookup): the job id's last 6 characters, uppercased. */
export function clientTicketCode(jobId: string): string {
  return jobId.slice(-6).toUpperCase();
}

/** Where a client follows a job: the shell's public page for the job's tracking token. */
export function trackingPath(token: string): string {
  return `/gjurmo/${encodeURIComponent(token)}`;
}
