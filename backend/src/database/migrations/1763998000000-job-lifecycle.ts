import { MigrationInterface, QueryRunner } from 'typeorm';
import { refreshClientFunction } from '../kept-figures';

/** What a completed job is worth as this migration runs (its labour and its parts). */
const WORTH = 'COALESCE(estimated_price, 0) + parts_sale';
const STATUSES_BEFORE = `'new', 'in_process', 'ready', 'completed', 'not_repairable'`;

/**
 * A job's end other than a repair: `cancelled`, with its reason on the job while it stays cancelled (the
 * history keeps each cancellation), counted in no client's jobs (the clients' function below; the other
 * kept figures count it out in the application's statements). The home tab's list of the work still in
 * the shop (new, in process, ready) gets an index of its own, so that a shop with years of finished
 * jobs pages through its few open ones without reading the others. And a log per shop of what its
 * owner did that leaves no job behind to show it: a job entered by mistake and deleted.
 */
export class JobLifecycle1763998000000 implements MigrationInterface {
  name = 'JobLifecycle1763998000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One statement, so that the table is checked once for both constraints.
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN cancel_reason varchar(300),
        DROP CONSTRAINT jobs_status_check,
        ADD CONSTRAINT jobs_status_check CHECK (status IN (${STATUSES_BEFORE}, 'cancelled')),
        ADD CONSTRAINT jobs_cancel_reason_check CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))`);
    await queryRunner.query(`
      CREATE INDEX jobs_business_in_shop_idx ON jobs (business_id, created_at DESC, id DESC)
        WHERE status IN ('new', 'in_process', 'ready')`);
    await queryRunner.query(refreshClientFunction(WORTH));
    // Deleting a job finds what points at it through an index: the warranty returns of it (set to null
    // by its foreign key) and every estimate, not only the current one (deleted with it).
    await queryRunner.query(
      `CREATE INDEX jobs_warranty_of_job_idx ON jobs (warranty_of_job_id) WHERE warranty_of_job_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX job_estimates_job_idx ON job_estimates (job_id)`);

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY,
        -- The order the lines were written in, whatever the clock says.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        action varchar(40) NOT NULL CONSTRAINT audit_log_action_check CHECK (action IN ('job_deleted')),
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        -- What the action was about (a deleted job's id): no foreign key, since it is usually gone.
        subject_id uuid,
        subject varchar(200) NOT NULL,
        details text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX audit_log_business_idx ON audit_log (business_id, created_at DESC, seq DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const [{ count }] = await queryRunner.query(`SELECT COUNT(*)::int AS count FROM jobs WHERE status = 'cancelled'`);
    if (count > 0)
      throw new Error(`${count} cancelled jobs have no status before this migration: reopen or delete them first`);
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(refreshClientFunction(WORTH, { counted: 'true' }));
    await queryRunner.query(`DROP INDEX job_estimates_job_idx`);
    await queryRunner.query(`DROP INDEX jobs_warranty_of_job_idx`);
    await queryRunner.query(`DROP INDEX jobs_business_in_shop_idx`);
    await queryRunner.query(`
      ALTER TABLE jobs
        DROP CONSTRAINT jobs_cancel_reason_check,
        DROP CONSTRAINT jobs_status_check,
        ADD CONSTRAINT jobs_status_check CHECK (status IN (${STATUSES_BEFORE})),
        DROP COLUMN cancel_reason`);
  }
}
