import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_COMPLETER_COLUMN, SHOP_TIME_ZONE } from '../jobs';
import { shopDayStart } from './shop-day';

/** The jobs completed in the range ($1 the shop, $2 and $3 the first days of the first month and of the month after the last). */
const COMPLETED = `
  SELECT date_trunc('month', last_completed_at AT TIME ZONE '${SHOP_TIME_ZONE}')::date AS month, ${JOB_COMPLETER_COLUMN},
         COALESCE(estimated_price, 0) AS labour, parts_sale, parts_cost
    FROM jobs
   WHERE business_id = $1 AND status = 'completed' AND last_completed_at >= ${shopDayStart('$2')} AND last_completed_at < ${shopDayStart('$3')}`;

export interface SumsRow {
  jobs: number;
  labour: string;
  partsSales: string;
  partsCost: string;
}

/** A worker's sums: the jobs they completed. */
export type WorkerSumsRow = SumsRow & { workerId: string; firstName: string; lastName: string };

const SUMS = `COUNT(*)::int AS jobs, COALESCE(SUM(labour), 0) AS labour, COALESCE(SUM(parts_sale), 0) AS "partsSales", COALESCE(SUM(parts_cost), 0) AS "partsCost"`;

/**
 * What the profit report reads: one index range of the shop's completed jobs
 * (jobs_business_completed_idx), summed per month and per worker. `range`: the shop, and the first days
 * of the first month and of the month after the last.
 */
@Injectable()
export class ProfitReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sums per month ('YYYY-MM') that has completed jobs. */
  byMonth(range: [string, string, string]): Promise<(SumsRow & { month: string })[]> {
    return preparedQuery<SumsRow & { month: string }>(
      this.dataSource,
      `SELECT to_char(month, 'YYYY-MM') AS month, ${SUMS} FROM (${COMPLETED}) AS done GROUP BY month`,
      range,
    );
  }

  /** Sums per worker who completed jobs, most jobs first. */
  byWorker(range: [string, string, string]): Promise<WorkerSumsRow[]> {
    return preparedQuery<WorkerSumsRow>(
      this.dataSource,
      `SELECT w.id AS "workerId", w.first_name AS "firstName", w.last_name AS "lastName", figures.*
           FROM (SELECT completer_id, ${SUMS} FROM (${COMPLETED}) AS done GROUP BY completer_id) AS figures
           JOIN workers w ON w.id = figures.completer_id
          ORDER BY figures.jobs DESC, w.first_name, w.last_name, w.id`,
      range,
    );
  }
}
