import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every history entry names who wrote it: the account's id and its name as it was then (kept when the
 * account is gone, so no foreign key: a removed staff login must not rewrite or block the history).
 * Null for what the system did by itself. Entries from before staff logins existed were written by
 * the shop's owner, the only account that could log in. Field edits get an entry type of their own, and
 * a job remembers which worker completed it.
 */
export class HistoryAuthors1763850000000 implements MigrationInterface {
  name = 'HistoryAuthors1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE job_events ADD COLUMN author_id uuid, ADD COLUMN author_name varchar(201)`);
    await queryRunner.query(`
      UPDATE job_events e
         SET author_id = owner.id, author_name = trim(owner.first_name || ' ' || owner.last_name)
        FROM jobs j
        JOIN businesses b ON b.id = j.business_id
        JOIN users owner ON owner.id = b.owner_id
       WHERE e.job_id = j.id AND e.type IN ('status', 'message')`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit'))`,
    );
    await queryRunner.query(`ALTER TABLE job_events ADD CONSTRAINT job_events_author_named CHECK ((author_id IS NULL) = (author_name IS NULL))`);
    // Which worker completed the job, for the statistics (null: whoever it is assigned to, as for every
    // job completed before staff logins or by the owner). No foreign key: a worker row goes only with its shop, and the key's action
    // would scan every job of every shop for each worker removed.
    await queryRunner.query(`ALTER TABLE jobs ADD COLUMN completed_by_worker_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM job_events WHERE type = 'edit'`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_author_named, DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed'))`,
    );
    await queryRunner.query(`ALTER TABLE job_events DROP COLUMN author_name, DROP COLUMN author_id`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN completed_by_worker_id`);
  }
}
