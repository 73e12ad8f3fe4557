import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Albania's CIS takes cash put into the register during the day (Operation DEPOSIT) beside the day's initial
 * cash and withdrawals: the deposits' table lets the third operation in.
 */
export class CashDepositOperation1764850000000 implements MigrationInterface {
  name = 'CashDepositOperation1764850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE fiscal_cash_deposits
      DROP CONSTRAINT fiscal_cash_deposits_operation_check,
      ADD CONSTRAINT fiscal_cash_deposits_operation_check CHECK (operation IN ('initial', 'deposit', 'withdraw'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Deposits the CIS registered are records to keep: with any of them stored the old check fails, and so does this.
    await queryRunner.query(`ALTER TABLE fiscal_cash_deposits
      DROP CONSTRAINT fiscal_cash_deposits_operation_check,
      ADD CONSTRAINT fiscal_cash_deposits_operation_check CHECK (operation IN ('initial', 'withdraw'))`);
  }
}
