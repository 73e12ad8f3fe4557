/** The shop remote's page of one job (its detail, where the job is edited); the print pages link back to it. */
export const jobPagePath = (jobId: string): string => `/dashboard/pune/${encodeURIComponent(jobId)}`;
