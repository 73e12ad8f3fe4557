import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's Albanian operator (cashier) code on the fiscal profile: the owner is not a staff member, and
 * a staff member without a code of their own signs with it too. Two staff members of a shop never share one.
 */
export class FiscalOperatorCode1764450000000 implements MigrationInterface {
  name = 'FiscalOperatorCode1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE fiscal_profiles ADD COLUMN operator_code varchar(10)
      CONSTRAINT fiscal_profiles_operator_code_check CHECK (operator_code ~ '^[a-z]{2}[0-9]{3}[a-z]{2}[0-9]{3}$')`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_members_operator_code_key ON staff_members (business_id, operator_code)
      WHERE operator_code IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX staff_members_operator_code_key`);
    await queryRunner.query(`ALTER TABLE fiscal_profiles DROP COLUMN operator_code`);
  }
}
