import { JOB_STATUS_LABELS, type JobStatus } from '@repair-shop/contracts';

/** New red, In Process yellow, Ready blue, Completed green, Not repairable grey, Cancelled dark. */
export const STATUS_COLORS: Record<JobStatus, string> = {
  new: 'red',
  in_process: 'yellow',
  ready: 'blue',
  completed: 'green',
  not_repairable: 'gray',
  cancelled: 'dark',
};

export function statusLabel(status: JobStatus): string {
  return JOB_STATUS_LABELS[status] ?? status;
}
