/** Anything that runs SQL with parameters: a TypeORM QueryRunner or DataSource, a pg Client. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Recomputes, from the jobs, the figures the application keeps beside them as they change: jobs per
 * shop and status (job_counts) and one row per client (clients), for every shop or for one. The
 * migration that introduced them back-fills with it, and the benchmark's seeder builds its data with
 * it, so that both hold exactly what the application would have kept. (A later change to these tables
 * must keep this working for that migration, or give the migration a copy of its own.)
 */
export async function rebuildKeptFigures(db: SqlRunner, businessId?: string): Promise<void> {
  const one = businessId !== undefined;
  const shop = one ? 'WHERE business_id = $1' : '';
  const values = one ? [businessId] : [];
  await db.query(`DELETE FROM job_counts ${shop}`, values);
  await db.query(`INSERT INTO job_counts SELECT business_id, status, 0, COUNT(*) FROM jobs ${shop} GROUP BY business_id, status`, values);
  await db.query(`DELETE FROM clients ${shop}`, values);
  await db.query(
    `INSERT INTO clients (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
     SELECT DISTINCT ON (business_id, client_phone_key)
            business_id, client_phone_key, client_name, client_phone,
            COUNT(*) OVER client_jobs,
            COALESCE(SUM(estimated_price) FILTER (WHERE status = 'completed') OVER client_jobs, 0),
            created_at, id
       FROM jobs ${shop}
     WINDOW client_jobs AS (PARTITION BY business_id, client_phone_key)
      ORDER BY business_id, client_phone_key, created_at DESC, id DESC`,
    values,
  );
}
