import type { DataSource } from 'typeorm';

/**
 * What the database keeps up to date as jobs change (job_counts, the clients table, the times on the
 * job), next to the same figures recomputed from scratch; a test expects the two to be equal.
 */
export async function keptAndRecomputed(db: DataSource, businessId: string): Promise<{ kept: unknown; recomputed: unknown }> {
  const [kept] = await db.query(
    `SELECT
       (SELECT COALESCE(json_object_agg(status, count ORDER BY status), '{}')
          FROM (SELECT status, SUM(count)::int AS count FROM job_counts WHERE business_id = $1 GROUP BY status HAVING SUM(count) <> 0) c) AS counts,
       (SELECT COALESCE(json_agg(c ORDER BY phone_key), '[]')
          FROM (SELECT phone_key, name, phone, job_count, total_spent::text, last_job_at, last_job_id FROM clients WHERE business_id = $1) c) AS clients,
       (SELECT COALESCE(json_agg(j ORDER BY id), '[]')
          FROM (SELECT id, ready_at, completed_at, last_completed_at FROM jobs WHERE business_id = $1) j) AS reached`,
    [businessId],
  );
  const [recomputed] = await db.query(
    `SELECT
       (SELECT COALESCE(json_object_agg(status, count ORDER BY status), '{}')
          FROM (SELECT status, COUNT(*)::int AS count FROM jobs WHERE business_id = $1 GROUP BY status) c) AS counts,
       (SELECT COALESCE(json_agg(c ORDER BY phone_key), '[]')
          FROM (SELECT DISTINCT ON (client_phone_key)
                       client_phone_key AS phone_key, client_name AS name, client_phone AS phone,
                       (COUNT(*) OVER client)::int AS job_count,
                       (COALESCE(SUM(estimated_price) FILTER (WHERE status = 'completed') OVER client, 0))::numeric(14, 2)::text AS total_spent,
                       created_at AS last_job_at, id AS last_job_id
                  FROM jobs WHERE business_id = $1
                WINDOW client AS (PARTITION BY client_phone_key)
                 ORDER BY client_phone_key, created_at DESC, id DESC) c) AS clients,
       (SELECT COALESCE(json_agg(j ORDER BY id), '[]')
          FROM (SELECT jobs.id,
                       MIN(e.created_at) FILTER (WHERE e.status = 'ready') AS ready_at,
                       MIN(e.created_at) FILTER (WHERE e.status = 'completed') AS completed_at,
                       MAX(e.created_at) FILTER (WHERE e.status = 'completed') AS last_completed_at
                  FROM jobs LEFT JOIN job_events e ON e.job_id = jobs.id AND e.type = 'status'
                 WHERE jobs.business_id = $1
                 GROUP BY jobs.id) j) AS reached`,
    [businessId],
  );
  return { kept, recomputed };
}
