import { JOB_COMPLETER_COLUMN, JOB_COUNTED, JOB_WORTH, jobFiguresColumns } from '../modules/jobs/stats/job-figures';

/** Anything that runs SQL with parameters: a TypeORM QueryRunner or DataSource, a pg Client. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const scope = (businessId?: string) =>
  businessId === undefined ? { where: '', values: [] } : { where: 'WHERE business_id = $1', values: [businessId] };

/**
 * Recomputes, from the jobs, the figures the application keeps beside them as they change, for every
 * shop or for one: jobs per shop and status (job_counts, cancelled ones too), one row per client
 * (clients: a client whose jobs were all cancelled keeps a row with none counted), and each worker's
 * statistics (worker_figures, worker_month_completions; a cancelled job adds nothing to them). The migrations that introduced them
 * back-fill with these, and the benchmark's seeder builds its data with them, so that all hold exactly
 * what the application would have kept. (A later change to these tables must keep them working for
 * those migrations, or give the migrations a copy of their own.)
 */
export async function rebuildKeptFigures(db: SqlRunner, businessId?: string): Promise<void> {
  await rebuildStatusCountsAndClients(db, businessId);
  await rebuildWorkerFigures(db, businessId);
}

/** `worth`: the SQL of what a completed job is worth, as when the caller runs (see JOB_WORTH). */
export async function rebuildStatusCountsAndClients(db: SqlRunner, businessId?: string, worth = JOB_WORTH): Promise<void> {
  const { where, values } = scope(businessId);
  await db.query(`DELETE FROM job_counts ${where}`, values);
  await db.query(`INSERT INTO job_counts SELECT business_id, status, 0, COUNT(*) FROM jobs ${where} GROUP BY business_id, status`, values);
  await db.query(`DELETE FROM clients ${where}`, values);
  await db.query(
    `INSERT INTO clients (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
     SELECT DISTINCT ON (business_id, client_phone_key)
            business_id, client_phone_key, client_name, client_phone,
            COUNT(*) FILTER (WHERE ${JOB_COUNTED}) OVER client_jobs,
            COALESCE(SUM(${worth}) FILTER (WHERE status = 'completed') OVER client_jobs, 0),
            created_at, id
       FROM jobs ${where}
     WINDOW client_jobs AS (PARTITION BY business_id, client_phone_key)
      ORDER BY business_id, client_phone_key, created_at DESC, id DESC`,
    values,
  );
}

/** The SQL of the jobs' columns as they were when a migration ran: its completer_id and a job's worth. */
export interface JobColumnsAsOf {
  completer?: string;
  worth?: string;
}

export async function rebuildWorkerFigures(db: SqlRunner, businessId?: string, asOf: JobColumnsAsOf = {}): Promise<void> {
  const { where, values } = scope(businessId);
  const figures = `(SELECT business_id, ${jobFiguresColumns(asOf.worth)}, ${asOf.completer ?? JOB_COMPLETER_COLUMN} FROM jobs ${where}) AS job`;
  await db.query(`DELETE FROM worker_figures ${where}`, values);
  await db.query(
    `INSERT INTO worker_figures (business_id, worker_id, slot, job_count, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs)
     SELECT business_id, worker_id, 0, SUM(counted_jobs), SUM(revenue), SUM(ready_ms), SUM(ready_jobs), SUM(completed_ms), SUM(completed_jobs)
       FROM ${figures}
      GROUP BY business_id, worker_id`,
    values,
  );
  await db.query(`DELETE FROM worker_month_completions ${where}`, values);
  await db.query(
    `INSERT INTO worker_month_completions (business_id, worker_id, month, slot, count)
     SELECT business_id, completer_id, completed_month, 0, COUNT(*)
       FROM ${figures}
      WHERE completed_month IS NOT NULL
      GROUP BY business_id, completer_id, completed_month`,
    values,
  );
}

/**
 * The statement that (re)defines servisi_refresh_client, with a client's spending as `spent` (the SQL
 * of a completed job's worth over its row, as when the migration runs) and their job count over the
 * jobs where `counted` holds (all but the cancelled ones; 'true' as before). It recomputes one client from
 * their jobs. The first statement takes the client's row lock (with a placeholder row if the client is
 * new); the next ones run after it, each with a fresh snapshot, so they see every job committed by a
 * transaction that held the lock before: concurrent writers cannot lose a job, and a client whose last
 * job moved away is removed.
 */
export const refreshClientFunction = (spent: string, counted = JOB_COUNTED): string => `
  CREATE OR REPLACE FUNCTION servisi_refresh_client(p_business uuid, p_phone_key text) RETURNS void
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO clients AS c (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
      VALUES (p_business, p_phone_key, '', '', 0, 0, 'epoch', '00000000-0000-0000-0000-000000000000')
      ON CONFLICT (business_id, phone_key) DO UPDATE SET job_count = c.job_count;

      UPDATE clients AS c
         SET name = latest.client_name, phone = latest.client_phone, last_job_at = latest.created_at, last_job_id = latest.id,
             job_count = totals.job_count, total_spent = totals.total_spent
        FROM (SELECT client_name, client_phone, created_at, id FROM jobs
               WHERE business_id = p_business AND client_phone_key = p_phone_key
               ORDER BY created_at DESC, id DESC LIMIT 1) AS latest,
             (SELECT (COUNT(*) FILTER (WHERE ${counted}))::int AS job_count,
                     COALESCE(SUM(${spent}) FILTER (WHERE status = 'completed'), 0) AS total_spent
                FROM jobs WHERE business_id = p_business AND client_phone_key = p_phone_key) AS totals
       WHERE c.business_id = p_business AND c.phone_key = p_phone_key;

      DELETE FROM clients AS c
       WHERE c.business_id = p_business AND c.phone_key = p_phone_key
         AND NOT EXISTS (SELECT 1 FROM jobs WHERE business_id = p_business AND client_phone_key = p_phone_key);
    END
    $$`;
