import { SHOP_TIME_ZONE } from '@repair-shop/contracts';

/** Kosovo, Albania and North Macedonia share Central European Time: days and months are counted in it (the contracts' zone). */
export { SHOP_TIME_ZONE };

/** What a job is worth once completed: its labour and its parts at their sale prices (SQL over a `jobs` row). */
export const JOB_WORTH = 'COALESCE(estimated_price, 0) + parts_sale';

/** SQL over a `jobs` row: the job counts (a cancelled one counts in no figure, counter or total). */
export const JOB_COUNTED = `status <> 'cancelled'`;

/**
 * What one job adds to its worker's figures, as columns selected from a `jobs` row: one job (none when
 * cancelled), its worth when completed, the milliseconds from intake to first ready and to first
 * completed (and whether it got there; nothing for a cancelled job, whose times would say nothing of
 * the work), and the month (shop time) it was last completed in, while it is completed. The kept figures
 * (worker_figures, worker_month_completions) are sums of these, and are rebuilt from them. `worth`: the
 * SQL of a job's worth as it was when a migration ran (before jobs had parts, their price alone).
 */
export const jobFiguresColumns = (worth = JOB_WORTH): string => `
  worker_id,
  (${JOB_COUNTED})::int AS counted_jobs,
  CASE WHEN status = 'completed' THEN ${worth} ELSE 0 END AS revenue,
  CASE WHEN ${JOB_COUNTED} THEN COALESCE(round(extract(epoch FROM ready_at - created_at) * 1000), 0) ELSE 0 END::bigint AS ready_ms,
  (ready_at IS NOT NULL AND ${JOB_COUNTED})::int AS ready_jobs,
  CASE WHEN ${JOB_COUNTED} THEN COALESCE(round(extract(epoch FROM completed_at - created_at) * 1000), 0) ELSE 0 END::bigint AS completed_ms,
  (completed_at IS NOT NULL AND ${JOB_COUNTED})::int AS completed_jobs,
  CASE WHEN status = 'completed' THEN date_trunc('month', last_completed_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date END AS completed_month`;

export const JOB_FIGURES_COLUMNS = jobFiguresColumns();

/**
 * The worker a job's completion counts for: who completed it, or its assigned worker for jobs completed
 * before that was kept. Apart from JOB_FIGURES_COLUMNS, since the migration that first computed the
 * figures ran before jobs had completed_by_worker_id and passes `worker_id AS completer_id` instead.
 */
export const JOB_COMPLETER_COLUMN = 'COALESCE(completed_by_worker_id, worker_id) AS completer_id';
