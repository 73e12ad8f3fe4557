/**
 * Wire values of a job's status, in the order a repair normally moves through them; `cancelled` ends a
 * job that will not be done (the client withdrew, it was entered twice), with a reason.
 */
export const JOB_STATUSES = ['new', 'in_process', 'ready', 'completed', 'not_repairable', 'cancelled'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

/** How each status is shown to users (Albanian). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  new: 'E re',
  in_process: 'Në proces',
  ready: 'Gati',
  completed: 'Përfunduar',
  not_repairable: 'Nuk rregullohet',
  cancelled: 'Anuluar',
};

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}

/**
 * A cancelled job stays in the history and in the lists of every job, but no counter, statistic, client
 * total or report counts it: these are the statuses that count.
 */
export type CountedJobStatus = Exclude<JobStatus, 'cancelled'>;
export const COUNTED_JOB_STATUSES: readonly CountedJobStatus[] = JOB_STATUSES.filter(
  (status): status is CountedJobStatus => status !== 'cancelled',
);

/** The work still in the shop: received, being repaired, ready but not collected (the home tab's list). */
export const IN_SHOP_STATUSES = ['new', 'in_process', 'ready'] as const satisfies readonly JobStatus[];

/** The longest reason a cancellation takes (trimmed; at least one character). */
export const CANCEL_REASON_MAX_LENGTH = 300;

/** Several statuses as GET /jobs and GET /jobs/counts take them: `new,in_process,ready`. */
export function jobStatusFilter(statuses: readonly JobStatus[]): string {
  return statuses.join(',');
}

/** The statuses of a `status` filter (one, or several separated by commas); null when any is not a status. */
export function parseJobStatusFilter(value: string): JobStatus[] | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || !parts.every(isJobStatus)) return null;
  return [...new Set(parts)];
}
