import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments the administrator records for a shop ("Pagesa u pranua"): the months paid and the date they
 * run to. A shop with one is a subscriber (active until its end date), one without is on trial.
 */
export class SubscriptionPayments1763860000000 implements MigrationInterface {
  name = 'SubscriptionPayments1763860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        months integer NOT NULL CONSTRAINT subscription_payments_months_check CHECK (months IN (1, 6, 12)),
        paid_until timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX subscription_payments_owner_idx ON subscription_payments (owner_id, recorded_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscription_payments`);
  }
}
