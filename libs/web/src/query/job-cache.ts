import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { JobDetailResponse, JobMoney, JobResponse, JobUpdateRequest } from '@repair-shop/contracts';
import { queryKeys } from './query-keys';

/** A write to the shop's jobs, as far as the cache is concerned. */
export type JobWrite =
  | { kind: 'create' }
  | { kind: 'status'; jobId: string }
  | { kind: 'delete'; jobId: string }
  | { kind: 'update'; jobId: string; patch: JobUpdateRequest }
  | { kind: 'message'; jobId: string }
  | { kind: 'payment'; jobId: string }
  | { kind: 'parts'; jobId: string }
  | { kind: 'intake'; jobId: string }
  | { kind: 'estimate'; jobId: string }
  | { kind: 'deviceLock'; jobId: string }
  | { kind: 'contact'; jobId: string };

/**
 * The cached answers a job write makes out of date. Lists of jobs show every field; clients hold names,
 * phones and what completed jobs cost; the statistics count statuses, prices and workers; a worker's
 * active job count follows statuses and assignments. A new status may queue SMS, shown on the job itself.
 * The job's money (total, paid, balance), payments and history are the server's sums: a new price, a
 * payment or a part used asks for the job again, and so does every edit, whose history lines only the
 * server writes (the messages drafted for the chat apps, under the job's key, come with it); a part used
 * also changes the stock, and what the job is worth to its client's spending and the revenue. The day close and the profit report count new
 * jobs, completions, prices, workers, payments and parts used. A device's and a client's earlier jobs
 * (the new job dialog) show the jobs' fields, statuses and warranties. A client's page shows their jobs'
 * fields, statuses, totals and payments. A payment makes a fiscal document (of a shop that issues them), which
 * may wait for the tax office. Every line in a job's history touches it, which takes a job in
 * process off "Kërkon vëmendje"; a reminder (`contact`) marks it there.
 * A deleted job takes all of that with it, puts its parts back in stock and adds a line to the audit log;
 * its own detail is dropped.
 */
export function keysChangedBy(write: JobWrite): QueryKey[] {
  switch (write.kind) {
    case 'create':
      return [
        queryKeys.jobs,
        queryKeys.clients,
        queryKeys.stats,
        queryKeys.workers,
        queryKeys.reports,
        queryKeys.earlierJobs,
        queryKeys.clientPages,
      ];
    case 'status':
      return [
        queryKeys.job(write.jobId),
        queryKeys.jobs,
        queryKeys.clients,
        queryKeys.stats,
        queryKeys.workers,
        queryKeys.reports,
        queryKeys.earlierJobs,
        queryKeys.clientPages,
      ];
    case 'delete':
      return [
        queryKeys.jobs,
        queryKeys.clients,
        queryKeys.stats,
        queryKeys.workers,
        queryKeys.reports,
        queryKeys.earlierJobs,
        queryKeys.parts,
        queryKeys.auditLog,
        queryKeys.clientPages,
      ];
    case 'update': {
      const { patch } = write;
      // The job itself whatever the field: the server wrote a history line for it (the answer carries the job only).
      const keys: QueryKey[] = [
        queryKeys.job(write.jobId),
        queryKeys.jobs,
        queryKeys.earlierJobs,
        queryKeys.clientPages,
      ];
      if ('clientName' in patch || 'clientPhone' in patch || 'estimatedPrice' in patch) keys.push(queryKeys.clients);
      if ('estimatedPrice' in patch || 'workerId' in patch) keys.push(queryKeys.stats);
      if ('workerId' in patch) keys.push(queryKeys.workers);
      if ('category' in patch) keys.push(queryKeys.insightsAll);
      if ('estimatedPrice' in patch || 'workerId' in patch) keys.push(queryKeys.reports);
      return keys;
    }
    case 'message':
      // The answer carries the new entry, which the caller puts in the cached detail itself.
      return [queryKeys.jobAttention];
    case 'payment':
      return [
        queryKeys.job(write.jobId),
        queryKeys.reports,
        queryKeys.clientPages,
        queryKeys.jobAttention,
        queryKeys.jobFiscalDocuments(write.jobId),
        queryKeys.fiscalPending,
      ];
    case 'parts':
      return [
        queryKeys.job(write.jobId),
        queryKeys.parts,
        queryKeys.clients,
        queryKeys.stats,
        queryKeys.reports,
        queryKeys.clientPages,
        queryKeys.jobAttention,
      ];
    case 'intake':
    case 'estimate':
    case 'deviceLock':
    case 'contact':
      // The intake record, a signature, an estimate, an unlock code or a message to the client, and its line in the history: the job's detail shows them.
      return [queryKeys.job(write.jobId), queryKeys.jobAttention];
  }
}

export async function invalidateAfterJobWrite(client: QueryClient, write: JobWrite): Promise<void> {
  // A deleted job's detail (and what hangs under its key: photos) is not asked for again: it is gone.
  if (write.kind === 'delete') client.removeQueries({ queryKey: queryKeys.job(write.jobId) });
  await Promise.all(keysChangedBy(write).map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Changes the cached detail of a job in place after a write whose answer says how. A fetch already on
 * its way is dropped first: it left before the write and would bring the old job back.
 */
export async function updateCachedJobDetail(
  client: QueryClient,
  jobId: string,
  change: (detail: JobDetailResponse) => JobDetailResponse,
): Promise<void> {
  const queryKey = queryKeys.job(jobId);
  await client.cancelQueries({ queryKey });
  client.setQueryData<JobDetailResponse | null>(queryKey, (detail) => (detail ? change(detail) : detail));
}

/** The job as a write answered it, in its cached detail. */
export const withJob =
  (job: JobResponse) =>
  (detail: JobDetailResponse): JobDetailResponse => ({ ...detail, job });

/** The job's money as a write answered it (a payment, a part used), in its cached detail. */
export const withMoney =
  (money: JobMoney) =>
  (detail: JobDetailResponse): JobDetailResponse => ({ ...detail, money });
