import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products in the same stock as parts (issue 26, first slice): a row of `parts` is for repairs, for sale at the
 * counter, or both, with a barcode, a VAT rate (null: the shop's) and a category. Every change of a quantity is a
 * row of `stock_movements`, written with the change; goods received from a supplier and stock counts are kept as
 * documents with their lines. Quantities stay integers like `parts.quantity` (a shop sells and uses whole units).
 * Their references to a part are checked at commit: a shop's deletion removes its parts and their books by two
 * cascades, which a check at the end of the statement saw half done.
 */
export class StockProducts1764900000000 implements MigrationInterface {
  name = 'StockProducts1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every existing row is a part used on repairs, as it was.
    await queryRunner.query(`
      ALTER TABLE parts
        ADD COLUMN for_sale boolean NOT NULL DEFAULT false,
        ADD COLUMN for_repairs boolean NOT NULL DEFAULT true,
        ADD COLUMN barcode varchar(64),
        ADD COLUMN vat_rate numeric(4, 2) CONSTRAINT parts_vat_rate_check CHECK (vat_rate >= 0),
        ADD COLUMN category varchar(60)`);
    // A scanned barcode names one product of the shop.
    await queryRunner.query(
      `CREATE UNIQUE INDEX parts_business_barcode_key ON parts (business_id, barcode) WHERE barcode IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX parts_for_sale_idx ON parts (business_id, name, id) WHERE for_sale`);

    await queryRunner.query(`
      CREATE TABLE stock_receipts (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        supplier_name varchar(150) NOT NULL,
        invoice_number varchar(50),
        total_cost numeric(14, 2) NOT NULL,
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX stock_receipts_business_idx ON stock_receipts (business_id, created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE stock_receipt_lines (
        receipt_id uuid NOT NULL REFERENCES stock_receipts (id) ON DELETE CASCADE,
        line_no integer NOT NULL,
        part_id uuid NOT NULL REFERENCES parts (id) DEFERRABLE INITIALLY DEFERRED,
        name varchar(120) NOT NULL,
        quantity integer NOT NULL CONSTRAINT stock_receipt_lines_quantity_check CHECK (quantity > 0),
        unit_cost numeric(12, 2) NOT NULL CONSTRAINT stock_receipt_lines_unit_cost_check CHECK (unit_cost >= 0),
        PRIMARY KEY (receipt_id, line_no)
      )`);
    await queryRunner.query(`CREATE INDEX stock_receipt_lines_part_idx ON stock_receipt_lines (part_id)`);

    await queryRunner.query(`
      CREATE TABLE stock_counts (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        note varchar(500),
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX stock_counts_business_idx ON stock_counts (business_id, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE stock_count_lines (
        count_id uuid NOT NULL REFERENCES stock_counts (id) ON DELETE CASCADE,
        line_no integer NOT NULL,
        part_id uuid NOT NULL REFERENCES parts (id) DEFERRABLE INITIALLY DEFERRED,
        name varchar(120) NOT NULL,
        expected integer NOT NULL,
        counted integer NOT NULL,
        PRIMARY KEY (count_id, line_no)
      )`);
    await queryRunner.query(`CREATE INDEX stock_count_lines_part_idx ON stock_count_lines (part_id)`);

    // job_id names no row on purpose: the movements of a deleted job's parts outlive it.
    await queryRunner.query(`
      CREATE TABLE stock_movements (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        part_id uuid NOT NULL REFERENCES parts (id) DEFERRABLE INITIALLY DEFERRED,
        quantity_change integer NOT NULL CONSTRAINT stock_movements_change_check CHECK (quantity_change <> 0),
        quantity_after integer NOT NULL,
        reason varchar(16) NOT NULL CONSTRAINT stock_movements_reason_check
          CHECK (reason IN ('sale', 'repair', 'repair_return', 'return', 'receiving', 'count', 'write_off', 'manual')),
        job_id uuid,
        receipt_id uuid REFERENCES stock_receipts (id) ON DELETE CASCADE,
        count_id uuid REFERENCES stock_counts (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        author_name varchar(201) NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    // One product's movements, newest first (its drawer); the shop's, newest first (the list without a product).
    // The movements of one transaction share its instant: seq orders them as they were written.
    await queryRunner.query(
      `CREATE INDEX stock_movements_part_idx ON stock_movements (business_id, part_id, created_at DESC, seq DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX stock_movements_business_idx ON stock_movements (business_id, created_at DESC, seq DESC)`,
    );
    // The books open with what each part holds now, signed by the shop's owner, so that every part's movements
    // add up to its quantity from the start.
    await queryRunner.query(`
      INSERT INTO stock_movements (id, business_id, part_id, quantity_change, quantity_after, reason, author_id, author_name, created_at)
      SELECT gen_random_uuid(), p.business_id, p.id, p.quantity, p.quantity, 'manual', b.owner_id,
             trim(u.first_name || ' ' || u.last_name), p.updated_at
        FROM parts p
        JOIN businesses b ON b.id = p.business_id
        JOIN users u ON u.id = b.owner_id
       WHERE p.quantity <> 0
       ORDER BY p.updated_at, p.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE stock_movements`);
    await queryRunner.query(`DROP TABLE stock_count_lines`);
    await queryRunner.query(`DROP TABLE stock_counts`);
    await queryRunner.query(`DROP TABLE stock_receipt_lines`);
    await queryRunner.query(`DROP TABLE stock_receipts`);
    await queryRunner.query(`DROP INDEX parts_for_sale_idx`);
    await queryRunner.query(`DROP INDEX parts_business_barcode_key`);
    await queryRunner.query(
      `ALTER TABLE parts DROP COLUMN for_sale, DROP COLUMN for_repairs, DROP COLUMN barcode, DROP COLUMN vat_rate, DROP COLUMN category`,
    );
  }
}
