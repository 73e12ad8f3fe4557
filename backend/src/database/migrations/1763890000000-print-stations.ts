import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Print stations: browsers at a shop's counter, each paired once through a single-use link (only its
 * SHA-256 is kept), whose credential names the station and its version (a new pairing or the station's
 * removal ends the old one at once). Documents sent to a station wait in print_jobs until a tab of the
 * station takes one (printing) and reports it printed or failed: each is handed out once.
 */
export class PrintStations1763890000000 implements MigrationInterface {
  name = 'PrintStations1763890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE print_stations (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        name varchar(60) NOT NULL,
        auto_print_labels boolean NOT NULL DEFAULT false,
        auto_label_size varchar(10),
        credential_version integer NOT NULL DEFAULT 0,
        pairing_token_hash varchar(64),
        pairing_expires_at timestamptz,
        paired_at timestamptz,
        last_seen_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX print_stations_business_idx ON print_stations (business_id, created_at, id)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX print_stations_pairing_key ON print_stations (pairing_token_hash) WHERE pairing_token_hash IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE print_jobs (
        id uuid PRIMARY KEY,
        seq bigint GENERATED ALWAYS AS IDENTITY,
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        station_id uuid NOT NULL REFERENCES print_stations (id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        document varchar(20) NOT NULL CONSTRAINT print_jobs_document_check CHECK (document IN ('label', 'invoice', 'intake_receipt', 'payment_receipt')),
        size varchar(10),
        payment_id uuid,
        copies smallint NOT NULL CONSTRAINT print_jobs_copies_check CHECK (copies BETWEEN 1 AND 20),
        state varchar(10) NOT NULL CONSTRAINT print_jobs_state_check CHECK (state IN ('queued', 'printing', 'printed', 'failed')),
        claim varchar(64),
        error varchar(500),
        requested_by_id uuid,
        requested_by_name varchar(201),
        created_at timestamptz NOT NULL,
        claimed_at timestamptz,
        printed_at timestamptz
      )`);
    // What a station takes next: its oldest waiting document.
    await queryRunner.query(
      `CREATE INDEX print_jobs_waiting_idx ON print_jobs (station_id, seq) WHERE state = 'queued'`,
    );
    await queryRunner.query(`CREATE INDEX print_jobs_station_idx ON print_jobs (station_id, seq DESC)`);
    await queryRunner.query(`CREATE INDEX print_jobs_job_idx ON print_jobs (job_id, seq DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE print_jobs`);
    await queryRunner.query(`DROP TABLE print_stations`);
  }
}
