import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What was predicted for each job at intake (its ready time and price ranges), kept to measure how good the
 * predictions have been; and the indexes the predictions read the shop's recent history through, a bounded slice
 * of one shop's jobs each.
 */
export class JobPredictions1765600000000 implements MigrationInterface {
  name = 'JobPredictions1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE job_predictions (
         job_id uuid PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
         business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
         category varchar NOT NULL,
         made_at timestamptz NOT NULL,
         ready_from timestamptz,
         ready_to timestamptz,
         price_low numeric(12, 2),
         price_high numeric(12, 2))`,
    );
    await queryRunner.query(`CREATE INDEX job_predictions_business_idx ON job_predictions (business_id, made_at)`);
    await queryRunner.query(
      `CREATE INDEX jobs_ready_category_idx ON jobs (business_id, category, ready_at DESC)
         INCLUDE (device_family, created_at, status) WHERE ready_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX jobs_ready_idx ON jobs (business_id, ready_at) INCLUDE (created_at, category, worker_id)
         WHERE ready_at IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX jobs_completed_category_idx ON jobs (business_id, category, last_completed_at DESC)
         INCLUDE (device_family, estimated_price, parts_sale) WHERE status = 'completed'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_completed_category_idx`);
    await queryRunner.query(`DROP INDEX jobs_ready_idx`);
    await queryRunner.query(`DROP INDEX jobs_ready_category_idx`);
    await queryRunner.query(`DROP TABLE job_predictions`);
  }
}
