import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's money: its currency, tax number and VAT rate; payments taken on jobs (never edited or
 * deleted: a mistake is corrected with a refund); parts in stock and the parts used on jobs, with the
 * prices of the moment they were used. Existing shops keep the euro they have always seen; a new
 * business starts in its country's currency.
 */
export class ShopMoney1763870000000 implements MigrationInterface {
  name = 'ShopMoney1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE businesses
        ADD COLUMN currency varchar(3) NOT NULL DEFAULT 'EUR' CONSTRAINT businesses_currency_check CHECK (currency IN ('EUR', 'ALL', 'MKD')),
        ADD COLUMN tax_number varchar(20),
        ADD COLUMN vat_rate numeric(4, 2) CONSTRAINT businesses_vat_rate_check CHECK (vat_rate >= 0)`);

    // job_id without an action: a job with payments cannot be deleted alone (the books keep it), while
    // deleting a whole shop removes its payments and jobs in the same statement.
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        -- The order they were recorded in, whatever the clock says.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id),
        amount numeric(12, 2) NOT NULL CONSTRAINT payments_amount_check CHECK (amount > 0),
        method varchar(8) NOT NULL CONSTRAINT payments_method_check CHECK (method IN ('cash', 'card', 'bank')),
        kind varchar(8) NOT NULL CONSTRAINT payments_kind_check CHECK (kind IN ('deposit', 'payment', 'refund')),
        note varchar(500),
        fiscal_receipt_number varchar(50),
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX payments_job_idx ON payments (job_id, seq)`);
    await queryRunner.query(`CREATE INDEX payments_business_created_idx ON payments (business_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE parts (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        code varchar(64),
        cost_price numeric(12, 2) NOT NULL CONSTRAINT parts_cost_price_check CHECK (cost_price >= 0),
        sale_price numeric(12, 2) NOT NULL CONSTRAINT parts_sale_price_check CHECK (sale_price >= 0),
        quantity integer NOT NULL,
        low_stock_level integer NOT NULL DEFAULT 0 CONSTRAINT parts_low_stock_level_check CHECK (low_stock_level >= 0),
        search_text text GENERATED ALWAYS AS (servisi_fold(name) || chr(31) || servisi_fold(coalesce(code, ''))) STORED,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // A scanned code names one part of the shop.
    await queryRunner.query(
      `CREATE UNIQUE INDEX parts_business_code_key ON parts (business_id, code) WHERE code IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX parts_business_name_idx ON parts (business_id, name, id)`);
    await queryRunner.query(
      `CREATE INDEX parts_low_stock_idx ON parts (business_id, name, id) WHERE quantity <= low_stock_level AND low_stock_level > 0`,
    );

    await queryRunner.query(`
      CREATE TABLE job_parts (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        part_id uuid NOT NULL REFERENCES parts (id),
        name varchar(120) NOT NULL,
        code varchar(64),
        quantity integer NOT NULL CONSTRAINT job_parts_quantity_check CHECK (quantity > 0),
        sale_price numeric(12, 2) NOT NULL,
        cost_price numeric(12, 2) NOT NULL,
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX job_parts_job_idx ON job_parts (job_id, seq)`);
    await queryRunner.query(`CREATE INDEX job_parts_part_idx ON job_parts (part_id)`);
    await queryRunner.query(`CREATE INDEX job_parts_business_created_idx ON job_parts (business_id, created_at)`);

    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit', 'payment', 'parts'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM job_events WHERE type IN ('payment', 'parts')`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit'))`,
    );
    await queryRunner.query(`DROP TABLE job_parts`);
    await queryRunner.query(`DROP TABLE parts`);
    await queryRunner.query(`DROP TABLE payments`);
    await queryRunner.query(
      `ALTER TABLE businesses DROP COLUMN currency, DROP COLUMN tax_number, DROP COLUMN vat_rate`,
    );
  }
}
