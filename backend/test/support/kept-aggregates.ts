import type { DataSource } from 'typeorm';

/**
 * What the database keeps up to date as jobs change (job_counts, the clients table, the times on the
 * job, the workers' figures, the parts' sums on the job), next to the same figures recomputed from scratch
 * (the clients from the jobs and the clients known without jobs); a test expects the two to be equal.
 * Cancelled jobs count per status, and in no client's jobs or worker's figures.
 */
export async function keptAndRecomputed(
  db: DataSource,
  businessId: string,
): Promise<{ kept: unknown; recomputed: unknown }> {
  const [kept] = await db.query(
    `SELECT
       (SELECT COALESCE(json_object_agg(status, count ORDER BY status), '{}')
          FROM (SELECT status, SUM(count)::int AS count FROM job_counts WHERE business_id = $1 GROUP BY status HAVING SUM(count) <> 0) c) AS counts,
       (SELECT COALESCE(json_agg(c ORDER BY phone_key), '[]')
          FROM (SELECT phone_key, name, phone, job_count, total_spent::text, last_job_at, last_job_id FROM clients WHERE business_id = $1) c) AS clients,
       (SELECT COALESCE(json_agg(j ORDER BY id), '[]')
          FROM (SELECT id, ready_at, completed_at, last_completed_at FROM jobs WHERE business_id = $1) j) AS reached,
       (SELECT COALESCE(json_agg(w ORDER BY worker_id), '[]')
          FROM (SELECT worker_id, SUM(job_count)::int AS jobs, SUM(revenue)::numeric(16, 2)::text AS revenue,
                       SUM(ready_ms)::bigint AS ready_ms, SUM(ready_jobs)::int AS ready_jobs,
                       SUM(completed_ms)::bigint AS completed_ms, SUM(completed_jobs)::int AS completed_jobs
                  FROM worker_figures WHERE business_id = $1 GROUP BY worker_id HAVING SUM(job_count) <> 0) w) AS workers,
       (SELECT COALESCE(json_agg(m ORDER BY worker_id, month), '[]')
          FROM (SELECT worker_id, month::text, SUM(count)::int AS count
                  FROM worker_month_completions WHERE business_id = $1 GROUP BY worker_id, month HAVING SUM(count) <> 0) m) AS completions,
       (SELECT COALESCE(json_agg(p ORDER BY id), '[]')
          FROM (SELECT id, parts_sale::text, parts_cost::text FROM jobs WHERE business_id = $1 AND (parts_sale <> 0 OR parts_cost <> 0)) p) AS parts`,
    [businessId],
  );
  const [recomputed] = await db.query(
    `SELECT
       (SELECT COALESCE(json_object_agg(status, count ORDER BY status), '{}')
          FROM (SELECT status, COUNT(*)::int AS count FROM jobs WHERE business_id = $1 GROUP BY status) c) AS counts,
       (SELECT COALESCE(json_agg(c ORDER BY phone_key), '[]')
          FROM (SELECT * FROM (SELECT DISTINCT ON (client_phone_key)
                       client_phone_key AS phone_key, client_name AS name, client_phone AS phone,
                       (COUNT(*) FILTER (WHERE status <> 'cancelled') OVER client)::int AS job_count,
                       (COALESCE(SUM(COALESCE(estimated_price, 0) + parts_sale) FILTER (WHERE status = 'completed') OVER client, 0))::numeric(14, 2)::text AS total_spent,
                       created_at AS last_job_at, id AS last_job_id
                  FROM jobs WHERE business_id = $1
                WINDOW client AS (PARTITION BY client_phone_key)
                 ORDER BY client_phone_key, created_at DESC, id DESC) AS of_jobs
                UNION ALL
                SELECT k.phone_key, k.name, k.phone, 0, '0.00', k.known_at, k.id
                  FROM known_clients k
                 WHERE k.business_id = $1 AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.business_id = $1 AND j.client_phone_key = k.phone_key)) c) AS clients,
       (SELECT COALESCE(json_agg(j ORDER BY id), '[]')
          FROM (SELECT jobs.id,
                       MIN(e.created_at) FILTER (WHERE e.status = 'ready') AS ready_at,
                       MIN(e.created_at) FILTER (WHERE e.status = 'completed') AS completed_at,
                       MAX(e.created_at) FILTER (WHERE e.status = 'completed') AS last_completed_at
                  FROM jobs LEFT JOIN job_events e ON e.job_id = jobs.id AND e.type = 'status'
                 WHERE jobs.business_id = $1
                 GROUP BY jobs.id) j) AS reached,
       (SELECT COALESCE(json_agg(w ORDER BY worker_id), '[]')
          FROM (SELECT worker_id, COUNT(*)::int AS jobs,
                       COALESCE(SUM(COALESCE(estimated_price, 0) + parts_sale) FILTER (WHERE status = 'completed'), 0)::numeric(16, 2)::text AS revenue,
                       COALESCE(SUM(round(extract(epoch FROM ready_at - created_at) * 1000)), 0)::bigint AS ready_ms,
                       COUNT(ready_at)::int AS ready_jobs,
                       COALESCE(SUM(round(extract(epoch FROM completed_at - created_at) * 1000)), 0)::bigint AS completed_ms,
                       COUNT(completed_at)::int AS completed_jobs
                  FROM jobs WHERE business_id = $1 AND status <> 'cancelled' GROUP BY worker_id) w) AS workers,
       (SELECT COALESCE(json_agg(m ORDER BY worker_id, month), '[]')
          FROM (SELECT COALESCE(completed_by_worker_id, worker_id) AS worker_id,
                       date_trunc('month', last_completed_at AT TIME ZONE 'Europe/Belgrade')::date::text AS month, COUNT(*)::int AS count
                  FROM jobs WHERE business_id = $1 AND status = 'completed' GROUP BY 1, 2) m) AS completions,
       (SELECT COALESCE(json_agg(p ORDER BY id), '[]')
          FROM (SELECT job_id AS id, SUM(sale_price * quantity)::numeric(12, 2)::text AS parts_sale, SUM(cost_price * quantity)::numeric(12, 2)::text AS parts_cost
                  FROM job_parts WHERE business_id = $1 GROUP BY job_id) p) AS parts`,
    [businessId],
  );
  return { kept, recomputed };
}
