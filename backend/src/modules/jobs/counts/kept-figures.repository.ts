import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';
import { JOB_COMPLETER_COLUMN, JOB_FIGURES_COLUMNS } from '../stats/job-figures';

/**
 * How many slots a shop's count of one status, and a worker's figures, are spread over: each connection adds to
 * its own, so jobs written at once do not wait on one row (see the job_counts and worker_figures tables).
 */
const SLOTS = 16;

/** What a job added to its worker's figures before a change (see JOB_FIGURES_COLUMNS). */
export interface JobFigures {
  worker_id: string;
  /** 1, or 0 for a cancelled job. */
  counted_jobs: number;
  revenue: string;
  ready_ms: string;
  ready_jobs: number;
  completed_ms: string;
  completed_jobs: number;
  completed_month: string | null;
  /** The worker a completion counts for: who completed the job (its assigned worker before staff logins). */
  completer_id: string;
}

/** What one write changes in the kept figures; an empty part is left alone. */
export interface KeptFiguresChange {
  /** Jobs per status, added (or taken away: negative). */
  counts: Partial<Record<JobStatus, number>>;
  /** The clients to recompute from their jobs, by their phone numbers as typed (the database derives their keys). */
  phones: string[];
  /** The jobs whose figures to record as they are now, in place of what the one job added `before` (null: nothing). */
  figures: { jobIds: string[]; before: JobFigures | null } | null;
}

/**
 * The kept figures' statement: the status counts, the clients' rows, then each worker's figures and completions per
 * month, in this order (the scalar subqueries run in the order they are listed), so that concurrent writers lock
 * their rows in one order and cannot deadlock. One round trip: a job's write was three statements here.
 * The clients' rows are recomputed by servisi_refresh_clients (its first statement locks them in their keys' order);
 * the workers' figures take what the jobs add now, minus what the job added before (`$6`…, none for a new job).
 */
const keepSql = (oneJob: boolean): string => `
  WITH counted AS (
    INSERT INTO job_counts AS c (business_id, status, slot, count)
    SELECT $1, change.status, pg_backend_pid() % ${SLOTS}, change.delta
      FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS change(status, delta, position)
     ORDER BY change.position
    ON CONFLICT (business_id, status, slot) DO UPDATE SET count = c.count + EXCLUDED.count
    RETURNING 1
  ), delta AS (
    SELECT worker_id, counted_jobs AS jobs, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs, completed_month, completer_id
      FROM (SELECT ${JOB_FIGURES_COLUMNS}, ${JOB_COMPLETER_COLUMN}
              FROM jobs WHERE ${oneJob ? 'id = $5::uuid' : 'id = ANY($5::uuid[])'}) AS job
    UNION ALL
    SELECT $6::uuid, -$14::int, -$7::numeric, -$8::bigint, -$9::int, -$10::bigint, -$11::int, $12::date, $13::uuid
     WHERE $6::uuid IS NOT NULL
  ), months AS (
    INSERT INTO worker_month_completions AS m (business_id, worker_id, month, slot, count)
    SELECT $1, completer_id, completed_month, pg_backend_pid() % ${SLOTS}, SUM(jobs)
      FROM delta
     WHERE completed_month IS NOT NULL
     GROUP BY completer_id, completed_month
    HAVING SUM(jobs) <> 0
     ORDER BY completer_id, completed_month
    ON CONFLICT (business_id, worker_id, month, slot) DO UPDATE SET count = m.count + EXCLUDED.count
    RETURNING 1
  ), figures AS (
    INSERT INTO worker_figures AS f (business_id, worker_id, slot, job_count, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs)
    SELECT $1, worker_id, pg_backend_pid() % ${SLOTS}, SUM(jobs), SUM(revenue), SUM(ready_ms), SUM(ready_jobs), SUM(completed_ms), SUM(completed_jobs)
      FROM delta
     GROUP BY worker_id
    HAVING SUM(jobs) <> 0 OR SUM(revenue) <> 0 OR SUM(ready_ms) <> 0 OR SUM(ready_jobs) <> 0 OR SUM(completed_ms) <> 0 OR SUM(completed_jobs) <> 0
     ORDER BY worker_id
    ON CONFLICT (business_id, worker_id, slot) DO UPDATE
       SET job_count = f.job_count + EXCLUDED.job_count, revenue = f.revenue + EXCLUDED.revenue,
           ready_ms = f.ready_ms + EXCLUDED.ready_ms, ready_jobs = f.ready_jobs + EXCLUDED.ready_jobs,
           completed_ms = f.completed_ms + EXCLUDED.completed_ms, completed_jobs = f.completed_jobs + EXCLUDED.completed_jobs
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM counted)::int AS counts,
         (SELECT count(*)
            FROM (SELECT servisi_refresh_clients($1, ARRAY(SELECT DISTINCT servisi_phone_key(phone) FROM unnest($4::text[]) AS phone))
                   WHERE cardinality($4::text[]) > 0) AS refreshed)::int AS clients,
         (SELECT count(*) FROM months)::int AS months,
         (SELECT count(*) FROM figures)::int AS figures`;
/** Built once: a text built on every call is hashed again to find its prepared statement. */
const KEEP_ONE_JOB = keepSql(true);
const KEEP_JOBS = keepSql(false);

/**
 * What the database keeps beside the jobs so that the dashboard reads a few rows whatever a shop's size: jobs per
 * status (job_counts), one row per client (clients), each worker's figures (worker_figures, worker_month_completions).
 * The job writer keeps them in each change's transaction, in one statement (`keep`); `rebuildKeptFigures`
 * recomputes them from the jobs.
 */
@Injectable()
export class KeptFigures {
  async keep(manager: EntityManager, businessId: string, change: KeptFiguresChange): Promise<void> {
    // Statuses in a fixed order, so that concurrent changes lock the counts' rows in one order.
    const counts = Object.entries(change.counts)
      .filter(([, delta]) => delta !== 0)
      .sort(([a], [b]) => a.localeCompare(b));
    const { figures, phones } = change;
    if (counts.length === 0 && phones.length === 0 && (!figures || figures.jobIds.length === 0)) return;
    // One job's figures name it alone: an array's generic plan guesses ten jobs, and was planned again on every call.
    const oneJob = !figures || figures.jobIds.length === 1;
    const before = figures?.before ?? null;
    await preparedQuery(manager, oneJob ? KEEP_ONE_JOB : KEEP_JOBS, [
      businessId,
      counts.map(([status]) => status),
      counts.map(([, delta]) => delta),
      phones,
      oneJob ? (figures?.jobIds[0] ?? null) : figures.jobIds,
      before?.worker_id ?? null,
      before?.revenue ?? null,
      before?.ready_ms ?? null,
      before?.ready_jobs ?? null,
      before?.completed_ms ?? null,
      before?.completed_jobs ?? null,
      before?.completed_month ?? null,
      before?.completer_id ?? null,
      before?.counted_jobs ?? null,
    ]);
  }
}
