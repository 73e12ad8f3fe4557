import type { DataSource } from 'typeorm';
import { SearchKeysInPlpgsql1765900000000 } from '../src/database/migrations/1765900000000-search-keys-in-plpgsql';
import { databaseBefore, databaseThrough, insertClientJobRow, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** Texts that cut words in every way the separators allow, in the scripts and accents the shops write. */
const TEXTS = [
  '',
  'ab',
  'abc',
  'a-b_c d.e',
  '049 111 222\u001fqëndrim çeku\u001f356789012345672',
  '  leading and trailing  ',
  '!!!---...',
  'Ёлка ёлка ЁЛКА',
  'çççç ëëë',
  'iphone13pro,max;512gb',
  'x\u001fyyy\u001fzzzz',
  'tab\there\nnew\rline',
  'o’connor mc-donald (vip) [2] {x} ~y~ `z`',
  'ñandú ü ß 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

const asSets = (rows: { text: string; keys: string[] | null }[]) =>
  rows.map(({ text, keys }) => ({ text, keys: keys === null ? null : [...new Set(keys)].sort() }));

/** The search keys computed by PL/pgSQL are the set the SQL function made, so the indexes built before stay valid. */
describe('migration 1765900000000 on existing data', () => {
  const url = testDatabaseUrl();
  let db: DataSource;
  let shopId: string;
  let keysBefore: { text: string; keys: string[] | null }[];

  const keysOf = async (on: DataSource = db): Promise<{ text: string; keys: string[] | null }[]> =>
    on.query(`SELECT text, servisi_shop_trigrams($1, text) AS keys FROM unnest($2::text[]) AS text`, [shopId, TEXTS]);

  beforeAll(async () => {
    const old = await databaseBefore(url, SearchKeysInPlpgsql1765900000000);
    const shop = await insertShopRows(old);
    shopId = shop.businessId;
    keysBefore = await keysOf(old);
    await insertClientJobRow(old, shop);
    await old.destroy();
    db = await databaseThrough(url, SearchKeysInPlpgsql1765900000000);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('computes the same keys as before, for every way of cutting words', async () => {
    const language = await db.query(
      `SELECT l.lanname FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang WHERE p.proname = 'servisi_shop_trigrams'`,
    );
    expect(language).toEqual([{ lanname: 'plpgsql' }]);
    const keysAfter = await keysOf();
    expect(asSets(keysAfter)).toEqual(asSets(keysBefore));
    // Not a vacuous comparison: most texts have words of three characters or more, hence keys.
    expect(keysAfter.filter(({ keys }) => (keys ?? []).length > 0).length).toBeGreaterThanOrEqual(9);
    const [{ nothing }] = await db.query(`SELECT servisi_shop_trigrams($1, NULL) IS NULL AS nothing`, [shopId]);
    expect(nothing).toBe(true);
  });

  it('finds a job written before through the index built before, without rebuilding it', async () => {
    // In one transaction, so that the setting and the statements share a connection.
    await db.transaction(async (manager) => {
      await manager.query(`SET LOCAL enable_seqscan = off`);
      const plan: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN SELECT client_name FROM jobs WHERE servisi_shop_trigrams(business_id, search_text) @> servisi_shop_trigrams($1, servisi_fold($2))`,
        [shopId, 'Çek'],
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('jobs_shop_search_idx');
      const found = await manager.query(
        `SELECT client_name FROM jobs WHERE servisi_shop_trigrams(business_id, search_text) @> servisi_shop_trigrams($1, servisi_fold($2))`,
        [shopId, 'Çek'],
      );
      expect(found).toEqual([{ client_name: 'Qëndrim Çeku' }]);
    });
  });

  it('brings the SQL function back when undone, with the very same keys', async () => {
    await db.undoLastMigration();
    expect(await keysOf()).toEqual(keysBefore);
    await db.runMigrations();
    expect(asSets(await keysOf())).toEqual(asSets(keysBefore));
  });
});
