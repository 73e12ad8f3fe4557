import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763760000000 implements MigrationInterface {
  name = 'InitialSchema1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Trigram indexes let the job search match any part of a name, phone or IMEI.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        email varchar(254),
        username varchar(100),
        password_hash varchar(255) NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        has_seen_welcome boolean NOT NULL DEFAULT false,
        trial_expires_at timestamptz,
        session_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_login_name CHECK (email IS NOT NULL OR username IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_key ON users (username) WHERE username IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE businesses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        name varchar(150) NOT NULL,
        contact_number varchar(30) NOT NULL,
        country varchar(30) NOT NULL CHECK (country IN ('kosovo', 'albania', 'north_macedonia')),
        city varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE workers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone_number varchar(30) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX workers_business_idx ON workers (business_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
        worker_id uuid NOT NULL REFERENCES workers (id),
        status varchar(20) NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'in_process', 'ready', 'completed', 'not_repairable')),
        client_name varchar(150) NOT NULL,
        client_phone varchar(30) NOT NULL,
        client_phone_key varchar(30) NOT NULL,
        device_model varchar(150) NOT NULL,
        device_imei varchar(64) NOT NULL,
        device_code varchar(100) NOT NULL,
        work_description text NOT NULL,
        estimated_price numeric(10, 2) CHECK (estimated_price >= 0),
        priority varchar(10) NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A shop's job list, newest first, and the "today" filter.
    await queryRunner.query(`CREATE INDEX jobs_business_created_idx ON jobs (business_id, created_at DESC)`);
    // Search by any part of the client's name, phone or the IMEI.
    await queryRunner.query(`CREATE INDEX jobs_client_name_trgm_idx ON jobs USING gin (client_name gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX jobs_client_phone_trgm_idx ON jobs USING gin (client_phone_key gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX jobs_device_imei_trgm_idx ON jobs USING gin (device_imei gin_trgm_ops)`);
    // The clients list: one row per phone number of a shop.
    await queryRunner.query(
      `CREATE INDEX jobs_business_client_idx ON jobs (business_id, client_phone_key, created_at DESC)`,
    );
    // Active jobs per worker.
    await queryRunner.query(`CREATE INDEX jobs_worker_status_idx ON jobs (worker_id, status)`);

    await queryRunner.query(`
      CREATE TABLE job_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        type varchar(10) NOT NULL CHECK (type IN ('status', 'message')),
        status varchar(20),
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX job_events_job_idx ON job_events (job_id, seq)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_events`);
    await queryRunner.query(`DROP TABLE jobs`);
    await queryRunner.query(`DROP TABLE workers`);
    await queryRunner.query(`DROP TABLE businesses`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
