import { queryOptions } from '@tanstack/react-query';
import type { PrintJobResponse } from '@repair-shop/contracts';
import { printApi } from '../api/print-api';
import { queryKeys } from './query-keys';

/** How often a job's documents are asked again while one waits at a station or is printing. */
export const PRINT_JOBS_REFRESH_MS = 2000;

/** A document not printed or failed yet: the sender waits to see what becomes of it. */
export const printJobPending = (printJob: Pick<PrintJobResponse, 'state'>): boolean => printJob.state === 'queued' || printJob.state === 'printing';

/** GET /print-stations: every role reads them (to send), the owner and managers manage them. */
export const printStationsQuery = () => queryOptions({ queryKey: queryKeys.printStations, queryFn: printApi.stations });

/** GET /jobs/:id/print-jobs, asked again every PRINT_JOBS_REFRESH_MS while any of them is pending. */
export const jobPrintJobsQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobPrintJobs(jobId),
    queryFn: () => printApi.jobPrintJobs(jobId),
    refetchInterval: (query) => ((query.state.data ?? []).some(printJobPending) ? PRINT_JOBS_REFRESH_MS : false),
  });
