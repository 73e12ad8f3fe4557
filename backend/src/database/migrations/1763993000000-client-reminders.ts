import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What "Kërkon vëmendje" reads and what reminders leave behind:
 * - on each shop, after how many days a job ready and not collected, or in process and untouched, needs
 *   attention (7 each unless chosen, 1–90);
 * - on each job, when its history last got a line of any kind (`last_activity_at`, kept by appendJobEvent),
 *   when it last became ready from another status (`last_ready_at`; `ready_at` stays the first time, which
 *   the statistics read), and the last reminder sent to its client (when, by which channel, and the last
 *   reminder SMS, which goes out at most once a shop day);
 * - `contact` lines in the history: the shop wrote to the client itself (Viber or WhatsApp, a reminder SMS).
 * Both are back-filled from the history. Each reason has a partial index that starts with the shop and is
 * ordered by the wait's start: the list reads only its own rows, oldest first, whatever the shop's size.
 */
export class ClientReminders1763993000000 implements MigrationInterface {
  name = 'ClientReminders1763993000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE businesses
        ADD COLUMN uncollected_after_days integer NOT NULL DEFAULT 7 CHECK (uncollected_after_days BETWEEN 1 AND 90),
        ADD COLUMN idle_after_days integer NOT NULL DEFAULT 7 CHECK (idle_after_days BETWEEN 1 AND 90)`);
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN last_activity_at timestamptz,
        ADD COLUMN last_ready_at timestamptz,
        ADD COLUMN last_reminder_at timestamptz,
        ADD COLUMN last_reminder_via varchar(10) CHECK (last_reminder_via IN ('sms', 'viber', 'whatsapp')),
        ADD COLUMN last_reminder_sms_at timestamptz`);
    // The latest line of each job's history, and the last time a status line moved it to ready from another status.
    await queryRunner.query(`
      WITH last_line AS (
        SELECT job_id, MAX(created_at) AS at FROM job_events GROUP BY job_id
      ), became_ready AS (
        SELECT job_id, MAX(created_at) AS at
          FROM (SELECT job_id, created_at, status, LAG(status) OVER (PARTITION BY job_id ORDER BY seq) AS previous
                  FROM job_events WHERE type = 'status') AS moves
         WHERE status = 'ready' AND previous IS DISTINCT FROM 'ready'
         GROUP BY job_id
      )
      UPDATE jobs SET last_activity_at = GREATEST(jobs.created_at, last_line.at), last_ready_at = became_ready.at
        FROM last_line LEFT JOIN became_ready ON became_ready.job_id = last_line.job_id
       WHERE last_line.job_id = jobs.id`);
    await queryRunner.query(`UPDATE jobs SET last_activity_at = created_at WHERE last_activity_at IS NULL`);
    // A ready job without its status line (data from outside the application): its last change stands in.
    await queryRunner.query(
      `UPDATE jobs SET last_ready_at = updated_at WHERE status = 'ready' AND last_ready_at IS NULL`,
    );
    // A writer that does not name it (an import, a seed) gets the time of its insert.
    await queryRunner.query(
      `ALTER TABLE jobs ALTER COLUMN last_activity_at SET NOT NULL, ALTER COLUMN last_activity_at SET DEFAULT now()`,
    );
    await queryRunner.query(
      `CREATE INDEX jobs_uncollected_idx ON jobs (business_id, last_ready_at, id) INCLUDE (worker_id) WHERE status = 'ready'`,
    );
    await queryRunner.query(
      `CREATE INDEX jobs_idle_idx ON jobs (business_id, last_activity_at, id) INCLUDE (worker_id) WHERE status = 'in_process'`,
    );
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit', 'payment', 'parts', 'contact'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The lines stay, as messages: they say what the shop did.
    await queryRunner.query(`UPDATE job_events SET type = 'message' WHERE type = 'contact'`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit', 'payment', 'parts'))`,
    );
    await queryRunner.query(`DROP INDEX jobs_idle_idx`);
    await queryRunner.query(`DROP INDEX jobs_uncollected_idx`);
    await queryRunner.query(
      `ALTER TABLE jobs DROP COLUMN last_reminder_sms_at, DROP COLUMN last_reminder_via, DROP COLUMN last_reminder_at, DROP COLUMN last_ready_at, DROP COLUMN last_activity_at`,
    );
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN idle_after_days, DROP COLUMN uncollected_after_days`);
  }
}
