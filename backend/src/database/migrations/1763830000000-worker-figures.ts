import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildWorkerFigures } from '../kept-figures';

/**
 * Each worker's statistics, kept as jobs change (see WorkerFigures), so that a shop's statistics cost a
 * few rows per worker whatever the number of its jobs. Like job_counts, each connection adds to its own
 * slot (its backend pid modulo 16), so that jobs changed at once do not queue behind one row.
 */
export class WorkerFigures1763830000000 implements MigrationInterface {
  name = 'WorkerFigures1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE worker_figures (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        worker_id uuid NOT NULL REFERENCES workers (id) ON DELETE CASCADE,
        slot smallint NOT NULL,
        job_count integer NOT NULL,
        revenue numeric(16, 2) NOT NULL,
        ready_ms bigint NOT NULL,
        ready_jobs integer NOT NULL,
        completed_ms bigint NOT NULL,
        completed_jobs integer NOT NULL,
        PRIMARY KEY (business_id, worker_id, slot)
      )`);
    // Jobs completed (and still completed) per worker and month of their last completion, shop time.
    await queryRunner.query(`
      CREATE TABLE worker_month_completions (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        worker_id uuid NOT NULL REFERENCES workers (id) ON DELETE CASCADE,
        month date NOT NULL,
        slot smallint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (business_id, month, worker_id, slot)
      )`);
    // Jobs had no completed_by_worker_id yet: a completion counted for the assigned worker.
    await rebuildWorkerFigures(queryRunner, undefined, {
      completer: 'worker_id AS completer_id',
      worth: 'COALESCE(estimated_price, 0)',
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE worker_month_completions`);
    await queryRunner.query(`DROP TABLE worker_figures`);
  }
}
