import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fiscal documents (issue 25): one per payment, deposit or refund of a shop with an Albanian fiscal
 * profile, written in the payment's transaction with everything that was signed (the invoice as a message,
 * its number and NSLF), then sent to the tax office at once or later by the outbox (locked_until is a
 * sender's lease). fiscal_counters hands out each register's numbers per year: its row is taken in the
 * payment's transaction, so a number exists exactly when its document does (no gaps, no duplicates).
 */
export class FiscalDocuments1764500000000 implements MigrationInterface {
  name = 'FiscalDocuments1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE fiscal_counters (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        register varchar(40) NOT NULL,
        year smallint NOT NULL,
        last_ordinal integer NOT NULL CHECK (last_ordinal > 0),
        PRIMARY KEY (business_id, register, year)
      )`);
    await queryRunner.query(`
      CREATE TABLE fiscal_documents (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        job_id uuid REFERENCES jobs (id),
        payment_id uuid UNIQUE REFERENCES payments (id),
        corrects_id uuid REFERENCES fiscal_documents (id),
        country varchar(20) NOT NULL CHECK (country IN ('albania', 'kosovo')),
        kind varchar(12) NOT NULL CHECK (kind IN ('sale', 'refund', 'correction')),
        register varchar(40) NOT NULL,
        year smallint NOT NULL,
        ordinal integer NOT NULL CHECK (ordinal > 0),
        number varchar(60) NOT NULL,
        issued_at timestamptz NOT NULL,
        issue_date_time varchar(25) NOT NULL,
        total numeric(12, 2) NOT NULL,
        currency varchar(3) NOT NULL,
        message jsonb NOT NULL,
        iic varchar(32),
        iic_signature varchar(512),
        fic varchar(36),
        verification_url text,
        business_unit_code varchar(10),
        tcr_code varchar(10),
        software_code varchar(10),
        operator_code varchar(10),
        status varchar(12) NOT NULL CHECK (status IN ('fiscalized', 'pending', 'failed', 'not_fiscal')),
        offline boolean NOT NULL DEFAULT false,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        last_error text,
        print_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        fiscalized_at timestamptz,
        CONSTRAINT fiscal_documents_number_key UNIQUE (business_id, register, year, ordinal)
      )`);
    await queryRunner.query(`CREATE INDEX fiscal_documents_job_idx ON fiscal_documents (job_id, seq)`);
    // The shop's unsent documents, oldest first; and the outbox's due ones across shops (few: only the unsent).
    await queryRunner.query(
      `CREATE INDEX fiscal_documents_unsent_idx ON fiscal_documents (business_id, seq) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX fiscal_documents_due_idx ON fiscal_documents (next_attempt_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX fiscal_documents_business_issued_idx ON fiscal_documents (business_id, issued_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE fiscal_documents`);
    await queryRunner.query(`DROP TABLE fiscal_counters`);
  }
}
