import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEPARATORS, sqlShopTrigramsFunction } from './1764200000000-per-shop-search-keys';

/**
 * The shops' search keys (servisi_shop_trigrams, the expression of jobs_shop_search_idx and clients_shop_search_idx)
 * are computed for every job and client row written: a job's creation computed them three times. As an SQL function
 * (a split into rows, a series and a DISTINCT aggregate) a call cost ~130 µs; as a PL/pgSQL loop over the same words
 * ~16 µs. The keys are the same set, so the indexes stay valid: a key twice in one row is stored once by GIN, and
 * `@>` reads the arrays as sets.
 */
export class SearchKeysInPlpgsql1765900000000 implements MigrationInterface {
  name = 'SearchKeysInPlpgsql1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION servisi_shop_trigrams(shop uuid, body text) RETURNS text[]
        LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
        AS $$
        DECLARE
          prefix text := left(shop::text, 8);
          word text;
          keys text[] := '{}';
        BEGIN
          FOREACH word IN ARRAY regexp_split_to_array(body, '${SEPARATORS}') LOOP
            FOR pos IN 1 .. length(word) - 2 LOOP
              keys := keys || (prefix || substr(word, pos, 3));
            END LOOP;
          END LOOP;
          RETURN keys;
        END
        $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(sqlShopTrigramsFunction('CREATE OR REPLACE'));
  }
}
