import { MigrationInterface, QueryRunner } from 'typeorm';
import { BEFORE_KNOWN_CLIENTS, rebuildStatusCountsAndClients, refreshClientFunction } from '../kept-figures';

/** Accented Latin letters and the plain lower-case letter each is searched as ("Ç" as "c", "ë" as "e"). */
export const ACCENTED =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžȘșȚțßĐđŁłØøĦħıŦŧ';
export const PLAIN =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzssttsddlloohhitt';

/**
 * The same folding for a database whose encoding is not UTF-8 (SQL_ASCII, as an embedded cluster
 * created without a UTF-8 locale was): there a character is bytes, which translate() would map one by
 * one, while replacing each accented letter as a whole string works on the bytes alike.
 */
function replaceEachAccent(text: string): string {
  return [...ACCENTED].reduce(
    (folded, accented, index) => `replace(${folded}, '${accented}', '${PLAIN[index]}')`,
    text,
  );
}

/**
 * Everything a request reads is scoped to one shop and bounded: lists are paged on indexes that start
 * with the shop, search uses a per-shop trigram index over accent-free text, and what the dashboard
 * counts is kept as it happens (per-shop status counters, client totals, the times a job was first
 * ready and completed) instead of being recomputed from every shop's history.
 */
export class ScaleListsAndAggregates1763800000000 implements MigrationInterface {
  name = 'ScaleListsAndAggregates1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Lets one GIN index hold the shop's id beside the trigrams, so a search never leaves the shop.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);

    // Text as it is searched: lower case without accents. Immutable, so generated columns can use it;
    // the search term goes through the same function, so both sides always agree.
    const [{ server_encoding: encoding }] = await queryRunner.query(`SHOW server_encoding`);
    await queryRunner.query(`
      CREATE FUNCTION servisi_fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT lower(${encoding === 'UTF8' ? `translate($1, '${ACCENTED}', '${PLAIN}')` : replaceEachAccent('$1')}) $$`);

    // A phone number as one client: its national digits with the trunk 0 ("+383 49 111 222",
    // "0038349111222" and "049 111 222" are all "049111222"); other countries keep "00" and their code.
    await queryRunner.query(`
      CREATE FUNCTION servisi_phone_key(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$
          SELECT CASE
            WHEN digits ~ '^00(383|355|389)' THEN '0' || ltrim(substr(digits, 6), '0')
            WHEN digits ~ '^(383|355|389)' AND (international OR length(digits) >= 11) THEN '0' || ltrim(substr(digits, 4), '0')
            WHEN international OR digits ~ '^00' THEN '00' || ltrim(digits, '0')
            ELSE digits
          END
          FROM (SELECT regexp_replace($1, '[^0-9]', '', 'g') AS digits, ltrim($1) LIKE '+%' AS international) AS phone
        $$`);

    // When each job first became ready and completed, and when it was last completed: the statistics
    // read these from the shop's own jobs instead of scanning every shop's history.
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN ready_at timestamptz,
        ADD COLUMN completed_at timestamptz,
        ADD COLUMN last_completed_at timestamptz`);
    await queryRunner.query(`
      UPDATE jobs SET ready_at = reached.ready_at, completed_at = reached.completed_at, last_completed_at = reached.last_completed_at
        FROM (
          SELECT job_id,
                 MIN(created_at) FILTER (WHERE status = 'ready') AS ready_at,
                 MIN(created_at) FILTER (WHERE status = 'completed') AS completed_at,
                 MAX(created_at) FILTER (WHERE status = 'completed') AS last_completed_at
            FROM job_events
           WHERE type = 'status' AND status IN ('ready', 'completed')
           GROUP BY job_id
        ) AS reached
       WHERE reached.job_id = jobs.id`);

    // The phone key and the search text are derived by the database itself, so no writer can forget them.
    // Every search text has the same layout, phone key, name, device, separated by chr(31), which no
    // search term holds: a term can then be matched against the phone part alone (search-condition.ts).
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN client_phone_key`);
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN client_phone_key varchar(40) GENERATED ALWAYS AS (servisi_phone_key(client_phone)) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (
          servisi_phone_key(client_phone) || chr(31) || servisi_fold(client_name) || chr(31) || servisi_fold(device_imei)
        ) STORED`);

    await queryRunner.query(`DROP INDEX jobs_business_created_idx`);
    await queryRunner.query(`DROP INDEX jobs_client_name_trgm_idx`);
    await queryRunner.query(`DROP INDEX jobs_device_imei_trgm_idx`);
    // Pages newest first, with the id as tie-breaker, so that the order is total and a page is an index range.
    await queryRunner.query(`CREATE INDEX jobs_business_created_idx ON jobs (business_id, created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX jobs_business_status_created_idx ON jobs (business_id, status, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX jobs_search_idx ON jobs USING gin (business_id, search_text gin_trgm_ops)`);
    // A client's jobs, newest first (client totals, device history).
    await queryRunner.query(
      `CREATE INDEX jobs_business_client_idx ON jobs (business_id, client_phone_key, created_at DESC, id DESC)`,
    );

    // Jobs per status of each shop. Each connection adds to its own slot (its backend pid modulo 16),
    // so that many jobs created at once in one shop do not queue behind a single row.
    await queryRunner.query(`
      CREATE TABLE job_counts (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL,
        slot smallint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (business_id, status, slot)
      )`);

    // One row per client (phone number) of a shop, named as on their latest job, kept up to date in
    // the transaction of every change to their jobs.
    await queryRunner.query(`
      CREATE TABLE clients (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        phone_key varchar(40) NOT NULL,
        name varchar(150) NOT NULL,
        phone varchar(30) NOT NULL,
        job_count integer NOT NULL,
        total_spent numeric(14, 2) NOT NULL,
        last_job_at timestamptz NOT NULL,
        last_job_id uuid NOT NULL,
        search_text text GENERATED ALWAYS AS (phone_key || chr(31) || servisi_fold(name) || chr(31)) STORED,
        PRIMARY KEY (business_id, phone_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX clients_recent_idx ON clients (business_id, last_job_at DESC, last_job_id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX clients_job_count_idx ON clients (business_id, job_count DESC, last_job_at DESC, last_job_id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX clients_total_spent_idx ON clients (business_id, total_spent DESC, last_job_at DESC, last_job_id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX clients_search_idx ON clients USING gin (business_id, search_text gin_trgm_ops)`,
    );

    await queryRunner.query(refreshClientFunction('estimated_price', BEFORE_KNOWN_CLIENTS));
    // The counters and the clients of the jobs that exist already.
    await rebuildStatusCountsAndClients(queryRunner, undefined, 'estimated_price', BEFORE_KNOWN_CLIENTS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION servisi_refresh_client(uuid, text)`);
    await queryRunner.query(`DROP FUNCTION servisi_refresh_clients(uuid, text[])`);
    await queryRunner.query(`DROP TABLE clients`);
    await queryRunner.query(`DROP TABLE job_counts`);
    await queryRunner.query(`DROP INDEX jobs_business_status_created_idx`);
    await queryRunner.query(`DROP INDEX jobs_business_created_idx`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN search_text, DROP COLUMN client_phone_key`);
    await queryRunner.query(`ALTER TABLE jobs ADD COLUMN client_phone_key varchar(30)`);
    await queryRunner.query(`UPDATE jobs SET client_phone_key = regexp_replace(client_phone, '[^0-9]', '', 'g')`);
    await queryRunner.query(`ALTER TABLE jobs ALTER COLUMN client_phone_key SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE jobs DROP COLUMN ready_at, DROP COLUMN completed_at, DROP COLUMN last_completed_at`,
    );
    await queryRunner.query(`CREATE INDEX jobs_business_created_idx ON jobs (business_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX jobs_client_name_trgm_idx ON jobs USING gin (client_name gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX jobs_client_phone_trgm_idx ON jobs USING gin (client_phone_key gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX jobs_device_imei_trgm_idx ON jobs USING gin (device_imei gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX jobs_business_client_idx ON jobs (business_id, client_phone_key, created_at DESC)`,
    );
    await queryRunner.query(`DROP FUNCTION servisi_phone_key(text)`);
    await queryRunner.query(`DROP FUNCTION servisi_fold(text)`);
  }
}
