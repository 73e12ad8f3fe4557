import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Albania's cash register with the CIS (issue 25): the TCR registration's answer and its last problem on the
 * fiscal profile (the code itself stays in tcr_code), and the register's cash deposits, each kept as signed
 * with the FCDC the CIS answered. A deposit is stored only once the CIS registered it: the CIS takes no
 * deposit sent later.
 */
export class FiscalCashRegister1764600000000 implements MigrationInterface {
  name = 'FiscalCashRegister1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE fiscal_profiles
      ADD COLUMN tcr_registration jsonb,
      ADD COLUMN tcr_registration_problem text`);
    await queryRunner.query(`
      CREATE TABLE fiscal_cash_deposits (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        tcr_code varchar(10) NOT NULL,
        operation varchar(10) NOT NULL CHECK (operation IN ('initial', 'withdraw')),
        amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
        change_date_time varchar(25) NOT NULL,
        day date NOT NULL,
        uuid uuid NOT NULL UNIQUE,
        fcdc varchar(36) NOT NULL,
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX fiscal_cash_deposits_business_day_idx ON fiscal_cash_deposits (business_id, day, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE fiscal_cash_deposits`);
    await queryRunner.query(
      `ALTER TABLE fiscal_profiles DROP COLUMN tcr_registration_problem, DROP COLUMN tcr_registration`,
    );
  }
}
