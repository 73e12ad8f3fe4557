import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff logins: a worker can be given an account of their own (a manager or a technician) in the
 * owner's shop. Membership is a table of its own, so that users stay free of references to the shops
 * that reference them (a backup restores tables in foreign-key order). A staff account does not outlive
 * its membership: removing the worker, the shop or the login removes the account, and its invitations.
 * Workers can be deactivated.
 */
export class StaffAccounts1763840000000 implements MigrationInterface {
  name = 'StaffAccounts1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A worker who left is deactivated, not deleted: their jobs and history keep their name.
    await queryRunner.query(`ALTER TABLE workers ADD COLUMN active boolean NOT NULL DEFAULT true`);
    // The owner's choice: technicians see and change only the jobs assigned to them.
    await queryRunner.query(
      `ALTER TABLE businesses ADD COLUMN technicians_own_jobs_only boolean NOT NULL DEFAULT false`,
    );
    // A technician kept to their own jobs pages and counts them from this index (10 ms for a worker's
    // 17,000 jobs in the bench's 100,000-job shop; 500 ms without it).
    await queryRunner.query(
      `CREATE INDEX jobs_business_worker_created_idx ON jobs (business_id, worker_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE staff_members (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        worker_id uuid NOT NULL REFERENCES workers (id) ON DELETE CASCADE,
        role varchar(16) NOT NULL CONSTRAINT staff_members_role_check CHECK (role IN ('manager', 'technician')),
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_members_worker_key ON staff_members (worker_id)`);
    await queryRunner.query(`CREATE INDEX staff_members_business_idx ON staff_members (business_id)`);
    await queryRunner.query(`
      CREATE FUNCTION servisi_remove_staff_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM users WHERE id = OLD.user_id;
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER staff_members_remove_account AFTER DELETE ON staff_members
        FOR EACH ROW EXECUTE FUNCTION servisi_remove_staff_account()`);
    await queryRunner.query(`
      CREATE TABLE staff_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_invitations_token_key ON staff_invitations (token_hash)`);
    await queryRunner.query(`CREATE INDEX staff_invitations_user_idx ON staff_invitations (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE staff_invitations`);
    await queryRunner.query(`DELETE FROM staff_members`);
    await queryRunner.query(`DROP TABLE staff_members`);
    await queryRunner.query(`DROP FUNCTION servisi_remove_staff_account()`);
    await queryRunner.query(`ALTER TABLE workers DROP COLUMN active`);
    await queryRunner.query(`DROP INDEX jobs_business_worker_created_idx`);
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN technicians_own_jobs_only`);
  }
}
