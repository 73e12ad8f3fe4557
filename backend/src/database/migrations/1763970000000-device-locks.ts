import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A device's unlock code (PIN, password or pattern), one per job, kept only as AES-256-GCM ciphertext:
 * the database and its backups never hold the code itself. Rows are deleted when the code is wiped.
 */
export class DeviceLocks1763970000000 implements MigrationInterface {
  name = 'DeviceLocks1763970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_device_locks (
        job_id uuid PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('pin', 'password', 'pattern')),
        iv bytea NOT NULL,
        ciphertext bytea NOT NULL,
        auth_tag bytea NOT NULL,
        saved_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_device_locks`);
  }
}
