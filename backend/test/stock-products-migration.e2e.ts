import type { DataSource } from 'typeorm';
import { StockProducts1764900000000 } from '../src/database/migrations/1764900000000-stock-products';
import { databaseBefore, databaseThrough, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** A stock written before products: its parts stay parts for repairs, and their books open with what they hold. */
describe('migration 1764900000000 on existing data', () => {
  const url = testDatabaseUrl();
  let db: DataSource;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const old = await databaseBefore(url, StockProducts1764900000000);
    const { businessId } = await insertShopRows(old);
    for (const [name, quantity] of [
      ['Ekran', 3],
      ['Bateri', 0],
      ['Kabllo', -1],
    ] as const) {
      const [row] = await old.query(
        `INSERT INTO parts (id, business_id, name, cost_price, sale_price, quantity, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, 1, 2, $3, '2026-01-01T09:00:00Z', '2026-01-02T09:00:00Z') RETURNING id`,
        [businessId, name, quantity],
      );
      ids[name] = row.id;
    }
    await old.destroy();
    db = await databaseThrough(url, StockProducts1764900000000);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('keeps every part for repairs only, and opens its books with its quantity, signed by the owner', async () => {
    const parts = await db.query(`SELECT name, for_sale, for_repairs, barcode, vat_rate FROM parts ORDER BY name`);
    expect(parts).toEqual([
      { name: 'Bateri', for_sale: false, for_repairs: true, barcode: null, vat_rate: null },
      { name: 'Ekran', for_sale: false, for_repairs: true, barcode: null, vat_rate: null },
      { name: 'Kabllo', for_sale: false, for_repairs: true, barcode: null, vat_rate: null },
    ]);
    const movements = await db.query(
      `SELECT part_id, quantity_change, quantity_after, reason, author_name, created_at FROM stock_movements ORDER BY quantity_change DESC`,
    );
    expect(movements).toEqual([
      {
        part_id: ids.Ekran,
        quantity_change: 3,
        quantity_after: 3,
        reason: 'manual',
        author_name: 'Ilir Hoxha',
        created_at: new Date('2026-01-02T09:00:00Z'),
      },
      {
        part_id: ids.Kabllo,
        quantity_change: -1,
        quantity_after: -1,
        reason: 'manual',
        author_name: 'Ilir Hoxha',
        created_at: new Date('2026-01-02T09:00:00Z'),
      },
    ]);
  });

  it('is undone without a trace', async () => {
    await db.undoLastMigration();
    const [left] = await db.query(
      `SELECT to_regclass('stock_movements') AS movements, to_regclass('stock_receipts') AS receipts,
              (SELECT count(*)::int FROM information_schema.columns WHERE table_name = 'parts' AND column_name = 'barcode') AS barcode`,
    );
    expect(left).toEqual({ movements: null, receipts: null, barcode: 0 });
  });
});
