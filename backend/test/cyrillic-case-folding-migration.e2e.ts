import type { DataSource } from 'typeorm';
import { CyrillicCaseFolding1764300000000 } from '../src/database/migrations/1764300000000-cyrillic-case-folding';
import { databaseBefore, databaseThrough, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** Rows written in Cyrillic before the migration are searched in lower case after it, whatever the locale. */
describe('migration 1764300000000 on existing data', () => {
  const url = testDatabaseUrl();
  let db: DataSource;

  beforeAll(async () => {
    const old = await databaseBefore(url, CyrillicCaseFolding1764300000000);
    const { businessId, workerId } = await insertShopRows(old);
    await old.query(
      `INSERT INTO jobs (business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code, work_description, tracking_token)
       VALUES ($1, $2, 'new', 'Ѓорѓи Трајковски', '+389 70 123 456', 'iPhone 13', '356789012345672', '', 'Ekrani', md5(random()::text)),
              ($1, $2, 'new', 'Qëndrim Çeku', '+383 49 111 222', 'iPhone 13', '356789012345672', '', 'Ekrani', md5(random()::text))`,
      [businessId, workerId],
    );
    await old.destroy();
    db = await databaseThrough(url, CyrillicCaseFolding1764300000000);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const folded = async (): Promise<string[]> =>
    (await db.query(`SELECT split_part(search_text, chr(31), 2) AS name FROM jobs ORDER BY client_name`)).map(
      (row: { name: string }) => row.name,
    );

  it('folds the Cyrillic letters of existing rows and of new text, and leaves the Latin folding as it was', async () => {
    expect(await folded()).toEqual(['qendrim ceku', 'ѓорѓи трајковски']);
    const [{ term }] = await db.query(`SELECT servisi_fold('ЃОРЃИ Ќ Џ Љ Њ Ѕ Ј Ѐ Я') AS term`);
    expect(term).toBe('ѓорѓи ќ џ љ њ ѕ ј ѐ я');
  });

  it('goes back to folding what the locale knows when undone', async () => {
    await db.undoLastMigration();
    const [{ term }] = await db.query(`SELECT servisi_fold('Çeku') AS term`);
    expect(term).toBe('ceku');
    await db.runMigrations();
    expect(await folded()).toEqual(['qendrim ceku', 'ѓорѓи трајковски']);
  });
});
