import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counter sale's receipt and invoice sent to a print station: a print job names a job or a sale, never both
 * (the sale's fiscal document prints are counted when a station claims it, as a job's are).
 */
export class PrintSales1765400000000 implements MigrationInterface {
  name = 'PrintSales1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE print_jobs ALTER COLUMN job_id DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE print_jobs ADD COLUMN sale_id uuid REFERENCES sales (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED`,
    );
    await queryRunner.query(
      `ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_subject_check CHECK ((job_id IS NULL) <> (sale_id IS NULL))`,
    );
    await queryRunner.query(`ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_document_check`);
    await queryRunner.query(
      `ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_document_check CHECK (
        (job_id IS NOT NULL AND document IN ('label', 'invoice', 'intake_receipt', 'payment_receipt'))
        OR (sale_id IS NOT NULL AND document IN ('sale_receipt', 'sale_invoice')))`,
    );
    await queryRunner.query(
      `CREATE INDEX print_jobs_sale_idx ON print_jobs (sale_id, seq DESC) WHERE sale_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM print_jobs WHERE sale_id IS NOT NULL`);
    await queryRunner.query(`DROP INDEX print_jobs_sale_idx`);
    await queryRunner.query(`ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_document_check`);
    await queryRunner.query(
      `ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_document_check CHECK (document IN ('label', 'invoice', 'intake_receipt', 'payment_receipt'))`,
    );
    await queryRunner.query(`ALTER TABLE print_jobs DROP CONSTRAINT print_jobs_subject_check`);
    await queryRunner.query(`ALTER TABLE print_jobs DROP COLUMN sale_id`);
    await queryRunner.query(`ALTER TABLE print_jobs ALTER COLUMN job_id SET NOT NULL`);
  }
}
