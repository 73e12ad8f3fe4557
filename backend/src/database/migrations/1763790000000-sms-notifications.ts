import { MigrationInterface, QueryRunner } from 'typeorm';

export class SmsNotifications1763790000000 implements MigrationInterface {
  name = 'SmsNotifications1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A shop without a row has SMS off and the default templates.
    await queryRunner.query(`
      CREATE TABLE sms_settings (
        business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        enabled boolean NOT NULL,
        templates jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The outbox: written in the same transaction as the status change, emptied by the background sender.
    await queryRunner.query(`
      CREATE TABLE sms_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        recipient varchar(20) NOT NULL,
        body text NOT NULL,
        state varchar(10) NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL,
        locked_until timestamptz,
        last_error text,
        provider_message_id varchar(200),
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX sms_outbox_due_idx ON sms_outbox (next_attempt_at) WHERE state IN ('pending', 'sending')`,
    );
    await queryRunner.query(`CREATE INDEX sms_outbox_job_idx ON sms_outbox (job_id, seq)`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(`ALTER TABLE job_events ALTER COLUMN type TYPE varchar(20)`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM job_events WHERE type IN ('sms_sent', 'sms_failed')`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(`ALTER TABLE job_events ALTER COLUMN type TYPE varchar(10)`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message'))`,
    );
    await queryRunner.query(`DROP TABLE sms_outbox`);
    await queryRunner.query(`DROP TABLE sms_settings`);
  }
}
