import type { DataSource } from 'typeorm';
import { PerShopSearchKeys1764200000000 } from '../src/database/migrations/1764200000000-per-shop-search-keys';
import { databaseBefore, databaseThrough, insertClientJobRow, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** Jobs written before the per-shop search keys are found by them, and undoing the migration brings the old index back. */
describe('migration 1764200000000 on existing data', () => {
  const url = testDatabaseUrl();
  let db: DataSource;
  let shopId: string;

  beforeAll(async () => {
    const old = await databaseBefore(url, PerShopSearchKeys1764200000000);
    const shop = await insertShopRows(old);
    shopId = shop.businessId;
    await insertClientJobRow(old, shop);
    await old.destroy();
    db = await databaseThrough(url, PerShopSearchKeys1764200000000);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const searchIndexes = async (): Promise<string[]> =>
    (
      await db.query(
        `SELECT indexname FROM pg_indexes WHERE indexname IN ('jobs_search_idx', 'clients_search_idx', 'jobs_shop_search_idx', 'clients_shop_search_idx') ORDER BY 1`,
      )
    ).map((row: { indexname: string }) => row.indexname);

  it("keys an existing job's words under its shop, and finds it by them", async () => {
    expect(await searchIndexes()).toEqual(['clients_shop_search_idx', 'jobs_shop_search_idx']);
    // No pending list that every search would read, whatever shop wrote it.
    const options = await db.query(
      `SELECT relname, reloptions FROM pg_class WHERE relname LIKE '%_shop_search_idx' ORDER BY relname`,
    );
    expect(options).toEqual([
      { relname: 'clients_shop_search_idx', reloptions: ['fastupdate=off'] },
      { relname: 'jobs_shop_search_idx', reloptions: ['fastupdate=off'] },
    ]);
    const [{ keys }] = await db.query(`SELECT servisi_shop_trigrams(business_id, search_text) AS keys FROM jobs`);
    const prefix = shopId.slice(0, 8);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}qen`, `${prefix}cek`, `${prefix}049`, `${prefix}567`]));
    expect((keys as string[]).every((key) => key.startsWith(prefix) && [...key.slice(8)].length === 3)).toBe(true);
    const found = await db.query(
      `SELECT client_name FROM jobs WHERE business_id = $1 AND servisi_shop_trigrams(business_id, search_text) @> servisi_shop_trigrams($1, servisi_fold($2))`,
      [shopId, 'Çek'],
    );
    expect(found).toEqual([{ client_name: 'Qëndrim Çeku' }]);
    // A phone typed in two forms asks only for the keys both forms share.
    const [{ common }] = await db.query(`SELECT servisi_common_shop_trigrams($1, '+383 49 111', '049111') AS common`, [
      shopId,
    ]);
    expect(common).toEqual([`${prefix}111`]);
  });

  it('brings the trigram indexes back when undone, and builds the keys again after', async () => {
    await db.undoLastMigration();
    expect(await searchIndexes()).toEqual(['clients_search_idx', 'jobs_search_idx']);
    const functions = await db.query(`SELECT proname FROM pg_proc WHERE proname LIKE 'servisi_%shop_trigrams'`);
    expect(functions).toEqual([]);
    await db.runMigrations();
    expect(await searchIndexes()).toEqual(['clients_shop_search_idx', 'jobs_shop_search_idx']);
  });
});
