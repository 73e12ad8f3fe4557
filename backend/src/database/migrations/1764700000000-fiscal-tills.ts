import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kosovo's tills (issue 25): a print station of a Kosovo shop is a POS with a number in its shop and the
 * public key of the ECDSA key its browser made (the private key never leaves it). A Kosovo document names its
 * till and waits for the till's two signatures (POS coupon and citizen coupon) before the outbox sends it:
 * until then its next_attempt_at is 'infinity', so the outbox's claim needs no change of its own.
 */
export class FiscalTills1764700000000 implements MigrationInterface {
  name = 'FiscalTills1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE fiscal_tills (
        station_id uuid PRIMARY KEY REFERENCES print_stations (id) ON DELETE CASCADE,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        pos_id integer NOT NULL CHECK (pos_id > 0),
        public_key varchar(200),
        key_registered_at timestamptz,
        created_at timestamptz NOT NULL,
        CONSTRAINT fiscal_tills_pos_key UNIQUE (business_id, pos_id)
      )`);
    await queryRunner.query(`
      ALTER TABLE fiscal_documents
        ADD COLUMN till_station_id uuid REFERENCES print_stations (id) ON DELETE SET NULL,
        ADD COLUMN pos_id integer,
        ADD COLUMN pos_signature varchar(200),
        ADD COLUMN citizen_signature varchar(200),
        ADD COLUMN signed_at timestamptz`);
    // What a till has still to sign, oldest first.
    await queryRunner.query(
      `CREATE INDEX fiscal_documents_unsigned_idx ON fiscal_documents (till_station_id, seq)
        WHERE status = 'pending' AND country = 'kosovo' AND pos_signature IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX fiscal_documents_unsigned_idx`);
    await queryRunner.query(`
      ALTER TABLE fiscal_documents DROP COLUMN till_station_id, DROP COLUMN pos_id, DROP COLUMN pos_signature,
        DROP COLUMN citizen_signature, DROP COLUMN signed_at`);
    await queryRunner.query(`DROP TABLE fiscal_tills`);
  }
}
