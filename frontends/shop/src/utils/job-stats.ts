import type { JobStatus, StatsResponse } from '@repair-shop/contracts';

export type StatusCounts = Record<JobStatus, number>;

export interface TeamFigures {
  totalJobs: number;
  completedThisMonth: number;
}

/** The workers tab's figures, from the statistics the server counts (never from a download of every job). */
export function teamFigures(stats: StatsResponse): TeamFigures {
  return {
    totalJobs: Object.values(stats.business.jobsByStatus).reduce((sum, count) => sum + count, 0),
    // Every job has its worker, so the workers' figures add up to the shop's.
    completedThisMonth: stats.workers.reduce((sum, worker) => sum + worker.completedThisMonth, 0),
  };
}

/** Jobs divided by workers (at least one), rounded. */
export function averageJobsPerWorker(jobCount: number, workerCount: number): number {
  return Math.round(jobCount / Math.max(workerCount, 1));
}
