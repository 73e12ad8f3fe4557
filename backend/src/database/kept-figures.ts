import { JOB_COMPLETER_COLUMN, JOB_COUNTED, JOB_WORTH, jobFiguresColumns } from '../modules/jobs/stats/job-figures';

/** Anything that runs SQL with parameters: a TypeORM QueryRunner or DataSource, a pg Client. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

const scope = (businessId?: string) =>
  businessId === undefined ? { where: '', values: [] } : { where: 'WHERE business_id = $1', values: [businessId] };

/**
 * Recomputes, from the jobs (and the clients known without jobs), the figures the application keeps
 * beside them as they change, for every shop or for one: jobs per shop and status (job_counts, cancelled
 * ones too), one row per client (clients: a client whose jobs were all cancelled keeps a row with none
 * counted), and each worker's statistics (worker_figures, worker_month_completions; a cancelled job adds
 * nothing to them). The migrations that introduced them
 * back-fill with these, and the benchmark's seeder builds its data with them, so that all hold exactly
 * what the application would have kept. (A later change to these tables must keep them working for
 * those migrations, or give the migrations a copy of their own.)
 */
export async function rebuildKeptFigures(db: SqlRunner, businessId?: string): Promise<void> {
  await rebuildStatusCountsAndClients(db, businessId);
  await rebuildWorkerFigures(db, businessId);
}

/**
 * What the clients' rows were built from when a migration ran: the jobs alone before the shop kept
 * clients without jobs (known_clients, added by the KnownClients migration); both since.
 */
export interface ClientsAsOf {
  knownClients?: boolean;
  /** The SQL of a job that counts in its client's job count: all but the cancelled (JOB_COUNTED); 'true' before jobs could be cancelled. */
  counted?: string;
}

/** For the migrations that ran before known_clients existed. */
export const BEFORE_KNOWN_CLIENTS: ClientsAsOf = { knownClients: false };

/**
 * `worth`: the SQL of what a completed job is worth, as when the caller runs (see JOB_WORTH). A client
 * the shop knows without any job (imported) has a row of its own, with no jobs and nothing spent.
 */
export async function rebuildStatusCountsAndClients(
  db: SqlRunner,
  businessId?: string,
  worth = JOB_WORTH,
  { knownClients = true }: ClientsAsOf = {},
): Promise<void> {
  const { where, values } = scope(businessId);
  await db.query(`DELETE FROM job_counts ${where}`, values);
  await db.query(
    `INSERT INTO job_counts SELECT business_id, status, 0, COUNT(*) FROM jobs ${where} GROUP BY business_id, status`,
    values,
  );
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
  if (!knownClients) return;
  await db.query(
    `INSERT INTO clients (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
     ${KNOWN_CLIENT_ROWS} ${where}
     ON CONFLICT (business_id, phone_key) DO NOTHING`,
    values,
  );
}

/**
 * The clients' rows of clients known without jobs (then replaced by their jobs' row): named as
 * imported, no jobs, nothing spent, ordered among the others by when the shop came to know them (and
 * their own id, which stands for the latest job's as the order's last key).
 */
export const KNOWN_CLIENT_ROWS = `SELECT business_id, phone_key, name, phone, 0, 0, known_at, id FROM known_clients`;

/** The SQL of the jobs' columns as they were when a migration ran: its completer_id and a job's worth. */
export interface JobColumnsAsOf {
  completer?: string;
  worth?: string;
}

export async function rebuildWorkerFigures(
  db: SqlRunner,
  businessId?: string,
  asOf: JobColumnsAsOf = {},
): Promise<void> {
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
 * The statement that (re)defines servisi_refresh_clients, with a client's spending as `spent` (the SQL
 * of a completed job's worth over its row, as when the migration runs) and their job count over the
 * jobs where `counted` holds (all but the cancelled ones; 'true' before jobs could be cancelled), and
 * servisi_refresh_client, the same for one client. It recomputes the clients with these phone keys from
 * their jobs, or, without jobs, from what the shop knows of them (known_clients, since that table
 * exists: see ClientsAsOf). The first statement takes the clients' row locks, in the keys' order (with a
 * placeholder row for a new client); the next ones run after it, each with a fresh snapshot, so they see
 * every job committed by a transaction that held a lock before: concurrent writers cannot lose a job, and
 * a client whose last job moved away is removed, unless the shop knows them without it. Each client's
 * figures come from a range of jobs_business_client_idx (its latest job, then its count and spending from
 * the index alone), one statement whatever the number of clients (an import refreshes thousands at once).
 * Its statements keep one generic plan per connection: custom plans were estimated cheaper, so PL/pgSQL planned
 * them on every call, half of what a call cost (ClientRefreshGenericPlans).
 */
export const refreshClientFunction = (
  spent: string,
  { knownClients = true, counted = JOB_COUNTED }: ClientsAsOf = {},
): string => `
  CREATE OR REPLACE FUNCTION servisi_refresh_clients(p_business uuid, p_phone_keys text[]) RETURNS void
    LANGUAGE plpgsql
    SET plan_cache_mode = force_generic_plan
    AS $$
    BEGIN
      INSERT INTO clients AS c (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
      SELECT p_business, keys.key, '', '', 0, 0, 'epoch', '00000000-0000-0000-0000-000000000000'
        FROM (SELECT DISTINCT key FROM unnest(p_phone_keys) AS key) AS keys
       ORDER BY keys.key
      ON CONFLICT (business_id, phone_key) DO UPDATE SET job_count = c.job_count;

      UPDATE clients AS c
         SET name = latest.client_name, phone = latest.client_phone, last_job_at = latest.created_at, last_job_id = latest.id,
             job_count = totals.job_count, total_spent = totals.total_spent
        FROM (SELECT DISTINCT key FROM unnest(p_phone_keys) AS key) AS keys
       CROSS JOIN LATERAL (
              SELECT client_name, client_phone, created_at, id FROM jobs
               WHERE business_id = p_business AND client_phone_key = keys.key
               ORDER BY created_at DESC, id DESC LIMIT 1) AS latest
       CROSS JOIN LATERAL (
              SELECT (COUNT(*) FILTER (WHERE ${counted}))::int AS job_count,
                     COALESCE(SUM(${spent}) FILTER (WHERE status = 'completed'), 0) AS total_spent
                FROM jobs WHERE business_id = p_business AND client_phone_key = keys.key) AS totals
       WHERE c.business_id = p_business AND c.phone_key = keys.key;
${
  knownClients
    ? `
      UPDATE clients AS c
         SET name = k.name, phone = k.phone, job_count = 0, total_spent = 0, last_job_at = k.known_at, last_job_id = k.id
        FROM known_clients AS k
       WHERE c.business_id = p_business AND c.phone_key = ANY(p_phone_keys) AND k.business_id = p_business AND k.phone_key = c.phone_key
         AND NOT EXISTS (SELECT 1 FROM jobs WHERE business_id = p_business AND client_phone_key = c.phone_key);
`
    : ''
}
      DELETE FROM clients AS c
       WHERE c.business_id = p_business AND c.phone_key = ANY(p_phone_keys)
         AND NOT EXISTS (SELECT 1 FROM jobs WHERE business_id = p_business AND client_phone_key = c.phone_key)${
           knownClients
             ? `
         AND NOT EXISTS (SELECT 1 FROM known_clients WHERE business_id = p_business AND phone_key = c.phone_key)`
             : ''
         };
    END
    $$;

  CREATE OR REPLACE FUNCTION servisi_refresh_client(p_business uuid, p_phone_key text) RETURNS void
    LANGUAGE sql
    AS $$ SELECT servisi_refresh_clients(p_business, ARRAY[p_phone_key]) $$`;
