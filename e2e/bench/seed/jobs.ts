import type { Client } from 'pg';
import { JOB_STATUS_LABELS, categoryFromWords, deviceFamily } from '@repair-shop/contracts';
import { DEVICE_MODELS, FIRST_NAMES, LAST_NAMES, WORK_DESCRIPTIONS } from './vocabulary';

/** The jobs span the last three years. */
export const HISTORY_YEARS = 3;

const NOTES = [
  'Klienti u njoftua me telefon.',
  'Pjesa u porosit, arrin për dy ditë.',
  'Klienti pyeti për çmimin, i dhamë ofertën.',
  'U kontrollua edhe bateria, është në rregull.',
  'Klienti do të vijë pasdite.',
];

/**
 * One batch: the jobs of every shop whose turn falls in [from, to) of the shop's own sequence (each
 * shop's jobs are spread evenly over the three years, so a fraction of the sequence is a fraction of
 * the time). Rows are inserted in time order, so shops are interleaved on disk as in a real database.
 *
 * A client is (shop, k), with k drawn with repeats from the shop's pool: the same client always has
 * the same name and number, written in any of the four usual forms, sometimes without ë and ç.
 * Old jobs are mostly completed, recent ones new, in process or ready; each job's history holds its
 * status changes in order (~2.4 lines a job), and its first-ready and completed times are those of
 * the history, as the application keeps them.
 */
const BATCH_SQL = `
CREATE TEMP TABLE bench_batch ON COMMIT DROP AS
WITH picked AS MATERIALIZED (
  SELECT s.n, s.business_id, s.workers, s.code, s.prefixes, s.digits,
         floor(random() * s.pool)::int AS k,
         $1::timestamptz + make_interval(secs => $2::float8 * (g.j - 1 + random()) / s.jobs) AS created_at
    FROM bench_shops s,
         generate_series(floor(s.jobs * $3::float8)::int + 1, floor(s.jobs * $4::float8)::int) AS g(j)
), client AS MATERIALIZED (
  SELECT p.*,
         ($6::text[])[1 + (p.k * 7919 + p.n * 104729) % cardinality($6::text[])] || ' ' ||
           ($7::text[])[1 + ((p.k / 7) * 6007 + p.k * 31 + p.n * 3571) % cardinality($7::text[])] AS full_name,
         p.prefixes[1 + p.k % cardinality(p.prefixes)] AS prefix,
         lpad(((p.k::bigint * 7919 + p.n * 131) % (10::bigint ^ p.digits)::bigint)::text, p.digits, '0') AS subscriber,
         extract(epoch FROM $5::timestamptz - p.created_at) AS age,
         random() AS r_name, random() AS r_form, random() AS r_status, random() AS r_path
    FROM picked p
), typed AS MATERIALIZED (
  SELECT c.*,
         CASE
           WHEN c.age < 86400 THEN CASE WHEN c.r_status < 0.6 THEN 'new' WHEN c.r_status < 0.9 THEN 'in_process' ELSE 'ready' END
           WHEN c.age < 7 * 86400 THEN CASE WHEN c.r_status < 0.3 THEN 'new' WHEN c.r_status < 0.6 THEN 'in_process'
             WHEN c.r_status < 0.85 THEN 'ready' WHEN c.r_status < 0.97 THEN 'completed' ELSE 'not_repairable' END
           WHEN c.age < 30 * 86400 THEN CASE WHEN c.r_status < 0.03 THEN 'new' WHEN c.r_status < 0.1 THEN 'in_process'
             WHEN c.r_status < 0.25 THEN 'ready' WHEN c.r_status < 0.95 THEN 'completed' ELSE 'not_repairable' END
           ELSE CASE WHEN c.r_status < 0.01 THEN 'ready' WHEN c.r_status < 0.95 THEN 'completed' ELSE 'not_repairable' END
         END AS status,
         -- Each next status comes after the previous one, and never later than now.
         least(3600 + random() * 3 * 86400, c.age * 0.3) AS d1,
         least(7200 + random() * 4 * 86400, c.age * 0.3) AS d2,
         least(3600 + random() * 2 * 86400, c.age * 0.3) AS d3
    FROM client c
), pathed AS (
  SELECT t.*,
         CASE t.status
           WHEN 'new' THEN ARRAY['new']
           WHEN 'in_process' THEN ARRAY['new', 'in_process']
           WHEN 'ready' THEN CASE WHEN t.r_path < 0.6 THEN ARRAY['new', 'ready'] ELSE ARRAY['new', 'in_process', 'ready'] END
           WHEN 'completed' THEN CASE WHEN t.r_path < 0.65 THEN ARRAY['new', 'completed'] WHEN t.r_path < 0.93 THEN ARRAY['new', 'ready', 'completed']
             ELSE ARRAY['new', 'in_process', 'ready', 'completed'] END
           ELSE ARRAY['new', 'not_repairable']
         END AS path,
         ARRAY[t.created_at,
               t.created_at + make_interval(secs => t.d1),
               t.created_at + make_interval(secs => t.d1 + t.d2),
               t.created_at + make_interval(secs => t.d1 + t.d2 + t.d3)] AS all_times
    FROM typed t
)
SELECT gen_random_uuid() AS id, p.business_id,
       p.workers[1 + floor(random() * cardinality(p.workers))::int] AS worker_id,
       p.status,
       CASE WHEN p.r_name < 0.12 THEN translate(p.full_name, 'ëËçÇ', 'eEcC') ELSE p.full_name END AS client_name,
       CASE
         WHEN p.r_form < 0.40 THEN p.prefix || ' ' || substr(p.subscriber, 1, 3) || ' ' || substr(p.subscriber, 4)
         WHEN p.r_form < 0.65 THEN p.prefix || p.subscriber
         WHEN p.r_form < 0.90 THEN '+' || p.code || ' ' || substr(p.prefix, 2) || ' ' || substr(p.subscriber, 1, 3) || ' ' || substr(p.subscriber, 4)
         ELSE '00' || p.code || substr(p.prefix, 2) || p.subscriber
       END AS client_phone,
       ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] AS device_model,
       '35' || lpad(floor(random() * 1e13)::bigint::text, 13, '0') AS device_imei,
       lpad(floor(random() * 10000)::int::text, 4, '0') AS device_code,
       ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int] AS work_description,
       CASE WHEN random() < 0.05 THEN NULL ELSE round((10 + random() * 290)::numeric, 2) END AS estimated_price,
       CASE WHEN random() < 0.75 THEN 'normal' WHEN random() < 0.6 THEN 'high' ELSE 'low' END AS priority,
       p.created_at,
       p.path,
       p.all_times[1:cardinality(p.path)] AS times,
       random() < 0.05 AS has_note
  FROM pathed p`;

/**
 * The job rows, in time order; the history's times give updated_at, the kept first-ready/completed times,
 * the last time it became ready and its last history line (a note on a job still new comes after its one status).
 */
const INSERT_JOBS_SQL = `
INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                  work_description, estimated_price, priority, tracking_token, created_at, updated_at,
                  ready_at, completed_at, last_completed_at, last_ready_at, last_activity_at, category, device_family)
SELECT id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
       work_description, estimated_price, priority,
       md5(random()::text || id::text) || md5(random()::text || id::text),
       created_at, times[cardinality(times)],
       times[array_position(path, 'ready')], times[array_position(path, 'completed')], times[array_position(path, 'completed')],
       times[array_position(path, 'ready')],
       GREATEST(times[cardinality(times)],
                CASE WHEN has_note AND cardinality(path) = 1 AND created_at + interval '10 minutes' < now() THEN created_at + interval '10 minutes' END),
       COALESCE(c.category, 'other'), COALESCE(f.family, '')
  FROM bench_batch
  LEFT JOIN unnest($1::text[], $2::text[]) AS c (description, category) ON c.description = work_description
  LEFT JOIN unnest($3::text[], $4::text[]) AS f (model, family) ON f.model = device_model
 ORDER BY created_at`;

/** The histories, in time order, with the texts the application writes; a few jobs get a note. */
const INSERT_EVENTS_SQL = `
INSERT INTO job_events (job_id, type, status, message, created_at)
SELECT job_id, type, status, message, at FROM (
  SELECT b.id AS job_id, 'status' AS type, e.status,
         CASE WHEN e.i = 1 THEN 'Puna u pranua.' ELSE format('Statusi u ndryshua në «%s».', $1::jsonb ->> e.status) END AS message,
         e.at
    FROM bench_batch b, unnest(b.path, b.times) WITH ORDINALITY AS e(status, at, i)
  UNION ALL
  SELECT b.id, 'message', NULL, ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int],
         b.created_at + coalesce((b.times[2] - b.created_at) / 2, interval '10 minutes')
    FROM bench_batch b
   WHERE b.has_note AND b.created_at + interval '10 minutes' < now()
) AS history
ORDER BY at, type DESC`;

export interface JobBatch {
  from: number;
  to: number;
  start: Date;
  now: Date;
}

export async function insertJobBatch(db: Client, batch: JobBatch): Promise<number> {
  const span = (batch.now.getTime() - batch.start.getTime()) / 1000;
  await db.query('BEGIN');
  try {
    await db.query(BATCH_SQL, [
      batch.start,
      span,
      batch.from,
      batch.to,
      batch.now,
      FIRST_NAMES,
      LAST_NAMES,
      DEVICE_MODELS,
      WORK_DESCRIPTIONS,
    ]);
    // Categories and families as the application writes them (the same code), for the predictions to learn from.
    const jobs = await db.query(INSERT_JOBS_SQL, [
      WORK_DESCRIPTIONS,
      WORK_DESCRIPTIONS.map(categoryFromWords),
      DEVICE_MODELS,
      DEVICE_MODELS.map(deviceFamily),
    ]);
    await db.query(INSERT_EVENTS_SQL, [JSON.stringify(JOB_STATUS_LABELS), NOTES]);
    await db.query('COMMIT');
    return jobs.rowCount ?? 0;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
