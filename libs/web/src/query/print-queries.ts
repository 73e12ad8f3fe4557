import { queryOptions } from '@tanstack/react-query';
import type { PrintJobResponse } from '@repair-shop/contracts';
import { printApi } from '../api/print-api';
import { queryKeys } from './query-keys';

/** How often a job's documents are asked again in the first minute after one was sent, and after it. */
export const PRINT_JOBS_REFRESH_MS = 2000;
export const PRINT_JOBS_SLOW_REFRESH_MS = 15_000;
const FIRST_MINUTE_MS = 60_000;
/** A document "printing" this long was taken by a station tab that went away without reporting: no use asking. */
const ABANDONED_MS = 10 * 60_000;

/** A document not printed or failed yet: the sender waits to see what becomes of it. */
export const printJobPending = (printJob: Pick<PrintJobResponse, 'state'>): boolean =>
  printJob.state === 'queued' || printJob.state === 'printing';

/**
 * How soon to ask again for a job's documents: every 2 s in the first minute after the latest pending
 * one was sent, every 15 s after that (a station may be off for a while), never when none is pending or
 * the only pending ones were taken long ago by a station tab that never reported.
 */
export function printJobsRefreshMs(printJobs: PrintJobResponse[], now: number): number | false {
  const waiting = printJobs.filter(
    (printJob) =>
      printJob.state === 'queued' ||
      (printJob.state === 'printing' && now - Date.parse(printJob.createdAt) < ABANDONED_MS),
  );
  if (waiting.length === 0) return false;
  const newest = Math.max(...waiting.map((printJob) => Date.parse(printJob.createdAt)));
  return now - newest < FIRST_MINUTE_MS ? PRINT_JOBS_REFRESH_MS : PRINT_JOBS_SLOW_REFRESH_MS;
}

/** GET /print-stations: every role reads them (to send), the owner and managers manage them. */
export const printStationsQuery = () => queryOptions({ queryKey: queryKeys.printStations, queryFn: printApi.stations });

/** GET /jobs/:id/print-jobs, asked again while any of them is pending (printJobsRefreshMs). */
export const jobPrintJobsQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobPrintJobs(jobId),
    queryFn: () => printApi.jobPrintJobs(jobId),
    refetchInterval: (query) => printJobsRefreshMs(query.state.data ?? [], Date.now()),
  });
