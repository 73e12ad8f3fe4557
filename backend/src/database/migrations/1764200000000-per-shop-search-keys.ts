import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What separates words in a search text: ASCII spaces and punctuation and the columns' separator
 * chr(31), listed one by one so that no locale can change the split (the index and the searches must
 * always cut the same words). Letters of any script, digits and accented letters are word characters.
 */
export const SEPARATORS = '[ \\t\\n\\r\\x1f!-/:-@\\[-`{-~]+';

/** The keys as this migration defined them, in SQL (SearchKeysInPlpgsql1765900000000 computes the same set faster). */
export const sqlShopTrigramsFunction = (verb: 'CREATE' | 'CREATE OR REPLACE'): string => `
  ${verb} FUNCTION servisi_shop_trigrams(shop uuid, body text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
      SELECT COALESCE(array_agg(DISTINCT left(shop::text, 8) || substr(word, first, 3)), '{}')
        FROM regexp_split_to_table(body, '${SEPARATORS}') AS word,
             generate_series(1, length(word) - 2) AS first
    $$`;

/**
 * Search keys that belong to one shop. The GIN index on (business_id, search_text gin_trgm_ops) held the
 * shop and the trigrams as separate keys: a search read each trigram's entries for every shop, so a
 * 20-job shop's search cost as much as the whole service's data (10–20 ms at 2 million jobs, and
 * growing). Here each key is the shop (its id's first 8 characters) followed by a trigram of a word
 * of the search text, so a search reads only its own shop's entries. A false match of two shops
 * sharing those 8 characters is removed by the business_id and LIKE conditions that always come with it.
 */
export class PerShopSearchKeys1764200000000 implements MigrationInterface {
  name = 'PerShopSearchKeys1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every run of 3 characters inside a word of an already folded text, prefixed by the shop. A term
    // found in a text has each of its own such runs in that text too, so `keys(text) @> keys(term)`
    // never misses a match; the LIKE beside it removes what only shares the runs.
    await queryRunner.query(sqlShopTrigramsFunction('CREATE'));
    // The keys two texts share: a search that matches either of two forms of a term (a phone number as
    // typed and as its national digits) can only ask for the keys both forms have.
    await queryRunner.query(`
      CREATE FUNCTION servisi_common_shop_trigrams(shop uuid, one text, other text) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$
          SELECT COALESCE(array_agg(key), '{}')
            FROM (SELECT unnest(servisi_shop_trigrams(shop, one)) INTERSECT SELECT unnest(servisi_shop_trigrams(shop, other))) AS common(key)
        $$`);
    // Built in the migration's transaction: a big database needs more memory than the default to build it quickly.
    await queryRunner.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    // Without GIN's pending list (fastupdate): every search would read the entries all shops added since
    // the last vacuum, hundreds of pages after a busy hour; each new row's keys go to their place instead.
    await queryRunner.query(
      `CREATE INDEX jobs_shop_search_idx ON jobs USING gin (servisi_shop_trigrams(business_id, search_text)) WITH (fastupdate = off)`,
    );
    await queryRunner.query(
      `CREATE INDEX clients_shop_search_idx ON clients USING gin (servisi_shop_trigrams(business_id, search_text)) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`DROP INDEX jobs_search_idx`);
    await queryRunner.query(`DROP INDEX clients_search_idx`);
    // The planner estimates `@>` on the new keys from their statistics.
    await queryRunner.query(`ANALYZE jobs`);
    await queryRunner.query(`ANALYZE clients`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX jobs_search_idx ON jobs USING gin (business_id, search_text gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX clients_search_idx ON clients USING gin (business_id, search_text gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX jobs_shop_search_idx`);
    await queryRunner.query(`DROP INDEX clients_shop_search_idx`);
    await queryRunner.query(`DROP FUNCTION servisi_common_shop_trigrams(uuid, text, text)`);
    await queryRunner.query(`DROP FUNCTION servisi_shop_trigrams(uuid, text)`);
  }
}
