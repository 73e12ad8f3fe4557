import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters kept in the database, so that several backend instances share one limit. */
export class RateLimits1763820000000 implements MigrationInterface {
  name = 'RateLimits1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limits`);
  }
}
