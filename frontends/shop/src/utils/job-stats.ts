import { JOB_STATUSES, type JobResponse, type JobStatus } from '@repair-shop/contracts';

export type StatusCounts = Record<JobStatus, number>;

export function countByStatus(jobs: Pick<JobResponse, 'status'>[]): StatusCounts {
  const counts = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const job of jobs) counts[job.status] += 1;
  return counts;
}

/** True when the moment falls in the calendar month (local time) of `now`. */
export function isInMonthOf(iso: string, now: Date): boolean {
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

/** Jobs completed this month: status completed and last changed in the current calendar month. */
export function completedInMonth(jobs: Pick<JobResponse, 'status' | 'updatedAt'>[], now: Date = new Date()): number {
  return jobs.filter((job) => job.status === 'completed' && isInMonthOf(job.updatedAt, now)).length;
}

/** Jobs divided by workers (at least one), rounded. */
export function averageJobsPerWorker(jobCount: number, workerCount: number): number {
  return Math.round(jobCount / Math.max(workerCount, 1));
}
