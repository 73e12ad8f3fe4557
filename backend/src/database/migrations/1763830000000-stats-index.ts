import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The statistics read every job of a shop: with the figures they need in the index itself, that is an
 * index-only scan of the shop's entries (a few MB for 100,000 jobs) instead of a visit to every page of
 * the table that holds one of them (the shops' jobs are interleaved on disk).
 */
export class StatsIndex1763830000000 implements MigrationInterface {
  name = 'StatsIndex1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX jobs_business_worker_stats_idx ON jobs (business_id, worker_id)
        INCLUDE (status, estimated_price, created_at, ready_at, completed_at, last_completed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_business_worker_stats_idx`);
  }
}
