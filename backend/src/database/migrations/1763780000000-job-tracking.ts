import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobTracking1763780000000 implements MigrationInterface {
  name = 'JobTracking1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The client's tracking link carries this token, never the job id. New jobs get 256 random bits
    // from the application; jobs that exist already get two v4 UUIDs (244 random bits).
    await queryRunner.query(`
      ALTER TABLE jobs ADD COLUMN tracking_token varchar(64) NOT NULL
        DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
    await queryRunner.query(`ALTER TABLE jobs ALTER COLUMN tracking_token DROP DEFAULT`);
    await queryRunner.query(`CREATE UNIQUE INDEX jobs_tracking_token_key ON jobs (tracking_token)`);
    // A client without the QR code finds the job by its ticket code (the id's last 6 characters).
    await queryRunner.query(`CREATE INDEX jobs_ticket_code_idx ON jobs (upper(right(id::text, 6)))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_ticket_code_idx`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN tracking_token`);
  }
}
