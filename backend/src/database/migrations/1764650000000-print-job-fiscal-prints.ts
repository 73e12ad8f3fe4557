import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A print job's fiscal documents and how many prints each had before it, counted when a station claims it
 * (`{"<fiscal document id>": 0}`): the station draws "KOPJE" from it however often it reads the document.
 * A column, not a table: it is written once, read whole with its print job, and names documents of
 * another module (fiscal) that are never deleted. Null: nothing counted (labels, intake receipts).
 */
export class PrintJobFiscalPrints1764650000000 implements MigrationInterface {
  name = 'PrintJobFiscalPrints1764650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE print_jobs ADD COLUMN fiscal_prints_before jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE print_jobs DROP COLUMN fiscal_prints_before`);
  }
}
