/** Kosovo, Albania and North Macedonia share Central European Time: days and months are counted in it. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

/**
 * What one job adds to its worker's figures, as columns selected from a `jobs` row: its price when
 * completed, the milliseconds from intake to first ready and to first completed (and whether it got
 * there), and the month (shop time) it was last completed in, while it is completed. The kept figures
 * (worker_figures, worker_month_completions) are sums of these, and are rebuilt from them.
 */
export const JOB_FIGURES_COLUMNS = `
  worker_id,
  CASE WHEN status = 'completed' THEN COALESCE(estimated_price, 0) ELSE 0 END AS revenue,
  COALESCE(round(extract(epoch FROM ready_at - created_at) * 1000), 0)::bigint AS ready_ms,
  (ready_at IS NOT NULL)::int AS ready_jobs,
  COALESCE(round(extract(epoch FROM completed_at - created_at) * 1000), 0)::bigint AS completed_ms,
  (completed_at IS NOT NULL)::int AS completed_jobs,
  CASE WHEN status = 'completed' THEN date_trunc('month', last_completed_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date END AS completed_month`;
