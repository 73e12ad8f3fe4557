/** Wire values of a job's status, in the order a repair normally moves through them. */
export const JOB_STATUSES = ['new', 'in_process', 'ready', 'completed', 'not_repairable'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

/** How each status is shown to users (Albanian). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  new: 'E re',
  in_process: 'Në proces',
  ready: 'Gati',
  completed: 'Përfunduar',
  not_repairable: 'Nuk rregullohet',
};

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}
