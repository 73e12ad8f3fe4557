import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One key each, rebuilt with the shop's column after the columns it had. What it refuses within a shop stays the
 * same (a payment, sale, worker, station or job belongs to one shop), every lookup by its leading column still uses
 * it, and a table distributed by business_id (docs/scaling.md) can keep it: Citus keeps only primary keys and
 * unique constraints that include the distribution column.
 */
const KEYS: { table: string; name: string; before: string; after: string }[] = [
  {
    table: 'fiscal_documents',
    name: 'fiscal_documents_payment_id_key',
    before: 'UNIQUE (payment_id)',
    after: 'UNIQUE (payment_id, business_id)',
  },
  {
    table: 'fiscal_documents',
    name: 'fiscal_documents_sale_id_key',
    before: 'UNIQUE (sale_id)',
    after: 'UNIQUE (sale_id, business_id)',
  },
  {
    table: 'fiscal_cash_deposits',
    name: 'fiscal_cash_deposits_uuid_key',
    before: 'UNIQUE (uuid)',
    after: 'UNIQUE (uuid, business_id)',
  },
  {
    table: 'sale_lines',
    name: 'sale_lines_line_key',
    before: 'UNIQUE (sale_id, line_no)',
    after: 'UNIQUE (sale_id, line_no, business_id)',
  },
  {
    table: 'fiscal_tills',
    name: 'fiscal_tills_pkey',
    before: 'PRIMARY KEY (station_id)',
    after: 'PRIMARY KEY (station_id, business_id)',
  },
  {
    table: 'job_predictions',
    name: 'job_predictions_pkey',
    before: 'PRIMARY KEY (job_id)',
    after: 'PRIMARY KEY (job_id, business_id)',
  },
];

export class ShopInUniqueKeys1765700000000 implements MigrationInterface {
  name = 'ShopInUniqueKeys1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const key of KEYS) await replaceKey(queryRunner, key.table, key.name, key.after);
    // A unique index rather than a constraint since 1763840000000: rebuilt the same way.
    await queryRunner.query(`DROP INDEX staff_members_worker_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_members_worker_key ON staff_members (worker_id, business_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX staff_members_worker_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX staff_members_worker_key ON staff_members (worker_id)`);
    for (const key of [...KEYS].reverse()) await replaceKey(queryRunner, key.table, key.name, key.before);
  }
}

/** Drops the key and adds it again under its own name in one statement: the table never goes without it. */
function replaceKey(queryRunner: QueryRunner, table: string, name: string, definition: string): Promise<unknown> {
  return queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}, ADD CONSTRAINT ${name} ${definition}`);
}
