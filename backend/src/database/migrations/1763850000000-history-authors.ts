import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every history entry names who wrote it: the account's id and its name as it was then (kept when the
 * account is gone, so no foreign key: a removed staff login must not rewrite or block the history).
 * Null for what the system did by itself. Entries from before staff logins existed were written by the
 * shop's owner, the only account that could log in: they are read as the owner's (see legacyAuthor)
 * rather than rewritten here, which at 5 million entries held every start of the server for minutes.
 * Field edits get an entry type of their own, and a job remembers which worker completed it.
 */
export class HistoryAuthors1763850000000 implements MigrationInterface {
  name = 'HistoryAuthors1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE job_events ADD COLUMN author_id uuid, ADD COLUMN author_name varchar(201)`);
    await queryRunner.query(`ALTER TABLE job_events DROP CONSTRAINT job_events_type_check`);
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed', 'edit'))`,
    );
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_author_named CHECK ((author_id IS NULL) = (author_name IS NULL))`,
    );
    // Which worker completed the job, for the statistics (null: whoever it is assigned to, as for every
    // job completed before staff logins or by the owner). No foreign key: a worker row goes only with its shop, and the key's action
    // would scan every job of every shop for each worker removed.
    await queryRunner.query(`ALTER TABLE jobs ADD COLUMN completed_by_worker_id uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM job_events WHERE type = 'edit'`);
    await queryRunner.query(
      `ALTER TABLE job_events DROP CONSTRAINT job_events_author_named, DROP CONSTRAINT job_events_type_check`,
    );
    await queryRunner.query(
      `ALTER TABLE job_events ADD CONSTRAINT job_events_type_check CHECK (type IN ('status', 'message', 'sms_sent', 'sms_failed'))`,
    );
    await queryRunner.query(`ALTER TABLE job_events DROP COLUMN author_name, DROP COLUMN author_id`);
    await queryRunner.query(`ALTER TABLE jobs DROP COLUMN completed_by_worker_id`);
  }
}
