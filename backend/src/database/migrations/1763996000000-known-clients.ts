import { MigrationInterface, QueryRunner } from 'typeorm';
import { BEFORE_KNOWN_CLIENTS, refreshClientFunction } from '../kept-figures';

/** A client's spending when this migration ran: the labour and the parts of each completed job. */
const SPENT = 'COALESCE(estimated_price, 0) + parts_sale';

/**
 * Clients the shop knows without any job (imported from a file): one row per phone number of a shop,
 * kept apart from the clients' rows, which stay figures computed from the jobs and from these. A known
 * client has a clients' row of its own (no jobs, nothing spent) until their first job takes it over,
 * and gets it back if their last job goes; rebuilding the kept figures keeps them (kept-figures.ts).
 */
export class KnownClients1763996000000 implements MigrationInterface {
  name = 'KnownClients1763996000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE known_clients (
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        phone_key varchar(40) GENERATED ALWAYS AS (servisi_phone_key(phone)) STORED,
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        name varchar(150) NOT NULL,
        phone varchar(30) NOT NULL,
        note varchar(500),
        source varchar(20) NOT NULL CHECK (source IN ('import')),
        known_at timestamptz NOT NULL,
        PRIMARY KEY (business_id, phone_key)
      )`);
    await queryRunner.query(refreshClientFunction(SPENT));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refreshClientFunction(SPENT, BEFORE_KNOWN_CLIENTS));
    await queryRunner.query(`
      DELETE FROM clients c
       USING known_clients k
       WHERE c.business_id = k.business_id AND c.phone_key = k.phone_key
         AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.business_id = c.business_id AND j.client_phone_key = c.phone_key)`);
    await queryRunner.query(`DROP TABLE known_clients`);
  }
}
