import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What protects a shop in a dispute: the device's condition when it was left (one row per job, reached
 * through the job's key), the client's signatures at intake and at pickup (each kept once, with the
 * terms as they read when signed), and the shop's own terms.
 */
export class IntakeRecords1763920000000 implements MigrationInterface {
  name = 'IntakeRecords1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE businesses ADD COLUMN intake_terms text`);
    await queryRunner.query(`
      CREATE TABLE job_intakes (
        job_id uuid PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
        checks jsonb NOT NULL,
        items_left varchar(20)[] NOT NULL DEFAULT '{}',
        note text NOT NULL DEFAULT '',
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE job_signatures (
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('intake', 'pickup')),
        drawing jsonb NOT NULL,
        signer_name varchar(150) NOT NULL,
        terms text,
        signed_at timestamptz NOT NULL,
        author_id uuid,
        author_name varchar(150),
        PRIMARY KEY (job_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_signatures`);
    await queryRunner.query(`DROP TABLE job_intakes`);
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN intake_terms`);
  }
}
