import { MigrationInterface, QueryRunner } from 'typeorm';
import { BEFORE_KNOWN_CLIENTS, refreshClientFunction } from '../kept-figures';

/**
 * A job's parts at their sale and cost prices, kept on the job (in the transaction that uses or removes
 * a part), so that what a job is worth counts its parts everywhere: the client's spending, the
 * statistics' revenue, the profit report. Completed jobs are indexed by when they were completed, with
 * what the profit report and the day close read, so that a month is one index range of one shop.
 */
export class PartsInTotals1763880000000 implements MigrationInterface {
  name = 'PartsInTotals1763880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A constant default: no rewrite of the jobs table.
    await queryRunner.query(
      `ALTER TABLE jobs ADD COLUMN parts_sale numeric(12, 2) NOT NULL DEFAULT 0, ADD COLUMN parts_cost numeric(12, 2) NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
      UPDATE jobs j SET parts_sale = used.sale, parts_cost = used.cost
        FROM (SELECT job_id, SUM(sale_price * quantity) AS sale, SUM(cost_price * quantity) AS cost FROM job_parts GROUP BY job_id) AS used
       WHERE j.id = used.job_id`);
    await queryRunner.query(`
      CREATE INDEX jobs_business_completed_idx ON jobs (business_id, last_completed_at)
        INCLUDE (worker_id, completed_by_worker_id, estimated_price, parts_sale, parts_cost)
        WHERE status = 'completed'`);
    await queryRunner.query(refreshClientFunction('COALESCE(estimated_price, 0) + parts_sale', BEFORE_KNOWN_CLIENTS));
    // What the jobs with parts (completed ones) add to their workers' revenue and their clients' spending.
    await queryRunner.query(`
      INSERT INTO worker_figures AS f (business_id, worker_id, slot, job_count, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs)
      SELECT business_id, worker_id, 0, 0, SUM(parts_sale), 0, 0, 0, 0
        FROM jobs WHERE status = 'completed' AND parts_sale <> 0
       GROUP BY business_id, worker_id
      ON CONFLICT (business_id, worker_id, slot) DO UPDATE SET revenue = f.revenue + EXCLUDED.revenue`);
    await queryRunner.query(`
      SELECT servisi_refresh_client(business_id, client_phone_key)
        FROM (SELECT DISTINCT business_id, client_phone_key FROM jobs WHERE parts_sale <> 0) AS touched`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO worker_figures AS f (business_id, worker_id, slot, job_count, revenue, ready_ms, ready_jobs, completed_ms, completed_jobs)
      SELECT business_id, worker_id, 0, 0, -SUM(parts_sale), 0, 0, 0, 0
        FROM jobs WHERE status = 'completed' AND parts_sale <> 0
       GROUP BY business_id, worker_id
      ON CONFLICT (business_id, worker_id, slot) DO UPDATE SET revenue = f.revenue + EXCLUDED.revenue`);
    await queryRunner.query(refreshClientFunction('estimated_price', BEFORE_KNOWN_CLIENTS));
    const touched = `SELECT DISTINCT business_id, client_phone_key FROM jobs WHERE parts_sale <> 0`;
    await queryRunner.query(`DROP INDEX jobs_business_completed_idx`);
    await queryRunner.query(`CREATE TEMP TABLE touched_clients AS ${touched}`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN parts_sale, DROP COLUMN parts_cost`);
    await queryRunner.query(`SELECT servisi_refresh_client(business_id, client_phone_key) FROM touched_clients`);
    await queryRunner.query(`DROP TABLE touched_clients`);
  }
}
