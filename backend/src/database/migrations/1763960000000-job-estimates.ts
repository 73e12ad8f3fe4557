import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Estimates a client approves from the tracking page: each kept (what was asked, and what the client
 * said), a job's current one being the one not replaced, at most one per job (a partial unique index,
 * which is also how the current one is read).
 */
export class JobEstimates1763960000000 implements MigrationInterface {
  name = 'JobEstimates1763960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_estimates (
        id uuid PRIMARY KEY,
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        price numeric(12,2) NOT NULL CHECK (price >= 0),
        note text NOT NULL DEFAULT '',
        sent_at timestamptz NOT NULL,
        author_id uuid,
        author_name varchar(201),
        answer varchar(10) CHECK (answer IN ('accepted', 'rejected')),
        answered_at timestamptz,
        replaced_at timestamptz,
        CHECK ((answer IS NULL) = (answered_at IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX job_estimates_current_idx ON job_estimates (job_id) WHERE replaced_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_estimates`);
  }
}
