import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counter sales (issue 26): serialized units of a product (phones by IMEI or serial, each with its own cost),
 * the sales and returns with their lines and payments, a ready job's balance paid in a sale (the job's payment
 * names the sale), one fiscal document per sale or return, and products taken off sale (archived, never
 * deleted: their books stay). References between these tables are checked at commit, as the stock's are: a
 * shop's deletion removes them all by cascades that a check at the end of the statement saw half done.
 */
export class CounterSales1765000000000 implements MigrationInterface {
  name = 'CounterSales1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE parts
        ADD COLUMN serialized boolean NOT NULL DEFAULT false,
        ADD COLUMN warranty_months smallint NOT NULL DEFAULT 0
          CONSTRAINT parts_warranty_months_check CHECK (warranty_months BETWEEN 0 AND 60),
        ADD COLUMN defective_quantity integer NOT NULL DEFAULT 0
          CONSTRAINT parts_defective_quantity_check CHECK (defective_quantity >= 0),
        ADD COLUMN archived_at timestamptz`);
    await queryRunner.query(`ALTER TABLE businesses ADD COLUMN technicians_can_sell boolean NOT NULL DEFAULT false`);

    await queryRunner.query(`
      CREATE TABLE sale_numbers (
        business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        last_number integer NOT NULL CHECK (last_number > 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE sales (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        number integer NOT NULL,
        kind varchar(8) NOT NULL CONSTRAINT sales_kind_check CHECK (kind IN ('sale', 'return')),
        original_sale_id uuid REFERENCES sales (id) DEFERRABLE INITIALLY DEFERRED,
        client_name varchar(150),
        client_phone varchar(30),
        subtotal numeric(12, 2) NOT NULL CONSTRAINT sales_subtotal_check CHECK (subtotal >= 0),
        discount numeric(12, 2) NOT NULL CONSTRAINT sales_discount_check CHECK (discount >= 0),
        total numeric(12, 2) NOT NULL CONSTRAINT sales_total_check CHECK (total >= 0),
        paid numeric(12, 2) NOT NULL CONSTRAINT sales_paid_check CHECK (paid >= 0),
        change numeric(12, 2) NOT NULL CONSTRAINT sales_change_check CHECK (change >= 0),
        currency varchar(3) NOT NULL,
        note varchar(500),
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT sales_number_key UNIQUE (business_id, number),
        CONSTRAINT sales_original_check CHECK ((kind = 'return') = (original_sale_id IS NOT NULL))
      )`);
    // The shop's sales of a period, newest first (GET /api/sales, the day close); a sale's returns.
    await queryRunner.query(
      `CREATE INDEX sales_business_created_idx ON sales (business_id, created_at DESC, seq DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX sales_original_idx ON sales (original_sale_id) WHERE original_sale_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE product_units (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        part_id uuid NOT NULL REFERENCES parts (id) DEFERRABLE INITIALLY DEFERRED,
        serial varchar(64) NOT NULL,
        cost_price numeric(12, 2) NOT NULL CONSTRAINT product_units_cost_price_check CHECK (cost_price >= 0),
        status varchar(12) NOT NULL CONSTRAINT product_units_status_check
          CHECK (status IN ('in_stock', 'sold', 'defective', 'written_off')),
        note varchar(500),
        sale_id uuid REFERENCES sales (id) DEFERRABLE INITIALLY DEFERRED,
        sold_at timestamptz,
        warranty_until date,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // A scanned IMEI names one unit of the shop; a unit written off frees its number.
    await queryRunner.query(
      `CREATE UNIQUE INDEX product_units_serial_key ON product_units (business_id, serial) WHERE status <> 'written_off'`,
    );
    await queryRunner.query(`CREATE INDEX product_units_part_idx ON product_units (part_id, status, created_at)`);

    await queryRunner.query(`
      CREATE TABLE sale_lines (
        id uuid PRIMARY KEY,
        sale_id uuid NOT NULL REFERENCES sales (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
        line_no integer NOT NULL,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CONSTRAINT sale_lines_kind_check CHECK (kind IN ('product', 'unit', 'job', 'quick')),
        part_id uuid REFERENCES parts (id) DEFERRABLE INITIALLY DEFERRED,
        unit_id uuid REFERENCES product_units (id) DEFERRABLE INITIALLY DEFERRED,
        job_id uuid REFERENCES jobs (id) DEFERRABLE INITIALLY DEFERRED,
        returns_line_id uuid REFERENCES sale_lines (id) DEFERRABLE INITIALLY DEFERRED,
        name varchar(150) NOT NULL,
        code varchar(64),
        serial varchar(64),
        category varchar(60),
        quantity integer NOT NULL CONSTRAINT sale_lines_quantity_check CHECK (quantity > 0),
        unit_price numeric(12, 2) NOT NULL CONSTRAINT sale_lines_unit_price_check CHECK (unit_price >= 0),
        discount numeric(12, 2) NOT NULL CONSTRAINT sale_lines_discount_check CHECK (discount >= 0),
        total numeric(12, 2) NOT NULL CONSTRAINT sale_lines_total_check CHECK (total >= 0),
        -- The line's total less its share of the sale's own discount: the lines' net totals add up to the sale's.
        net_total numeric(12, 2) NOT NULL CONSTRAINT sale_lines_net_total_check CHECK (net_total >= 0),
        vat_rate numeric(4, 2),
        cost_price numeric(12, 2),
        returned_quantity integer NOT NULL DEFAULT 0,
        defective boolean NOT NULL DEFAULT false,
        warranty_until date,
        CONSTRAINT sale_lines_line_key UNIQUE (sale_id, line_no),
        CONSTRAINT sale_lines_returned_check CHECK (returned_quantity BETWEEN 0 AND quantity)
      )`);
    await queryRunner.query(`CREATE INDEX sale_lines_part_idx ON sale_lines (part_id) WHERE part_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX sale_lines_unit_idx ON sale_lines (unit_id) WHERE unit_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX sale_lines_job_idx ON sale_lines (job_id) WHERE job_id IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX sale_lines_returns_idx ON sale_lines (returns_line_id) WHERE returns_line_id IS NOT NULL`,
    );

    // What each method brought (a cash amount before the change), or gave back for a return.
    await queryRunner.query(`
      CREATE TABLE sale_payments (
        sale_id uuid NOT NULL REFERENCES sales (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
        line_no integer NOT NULL,
        method varchar(8) NOT NULL CONSTRAINT sale_payments_method_check CHECK (method IN ('cash', 'card', 'bank')),
        amount numeric(12, 2) NOT NULL CONSTRAINT sale_payments_amount_check CHECK (amount > 0),
        PRIMARY KEY (sale_id, line_no)
      )`);

    // A job's balance paid in a sale is the job's payment too, naming the sale (its fiscal document is the sale's).
    await queryRunner.query(
      `ALTER TABLE payments ADD COLUMN sale_id uuid REFERENCES sales (id) DEFERRABLE INITIALLY DEFERRED`,
    );
    await queryRunner.query(`CREATE INDEX payments_sale_idx ON payments (sale_id) WHERE sale_id IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE fiscal_documents ADD COLUMN sale_id uuid UNIQUE REFERENCES sales (id) DEFERRABLE INITIALLY DEFERRED`,
    );
    await queryRunner.query(
      `ALTER TABLE stock_movements ADD COLUMN sale_id uuid REFERENCES sales (id) DEFERRABLE INITIALLY DEFERRED`,
    );
    await queryRunner.query(
      `CREATE INDEX stock_movements_sale_idx ON stock_movements (sale_id) WHERE sale_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE stock_movements DROP COLUMN sale_id`);
    await queryRunner.query(`ALTER TABLE fiscal_documents DROP COLUMN sale_id`);
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN sale_id`);
    await queryRunner.query(`DROP TABLE sale_payments`);
    await queryRunner.query(`DROP TABLE sale_lines`);
    await queryRunner.query(`DROP TABLE product_units`);
    await queryRunner.query(`DROP TABLE sales`);
    await queryRunner.query(`DROP TABLE sale_numbers`);
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN technicians_can_sell`);
    await queryRunner.query(`
      ALTER TABLE parts DROP COLUMN serialized, DROP COLUMN warranty_months, DROP COLUMN defective_quantity,
        DROP COLUMN archived_at`);
  }
}
