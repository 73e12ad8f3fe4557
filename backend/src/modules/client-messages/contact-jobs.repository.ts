import type { DataSource, EntityManager } from 'typeorm';
import type { JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { JOB_CLIENT_COLUMNS, JOB_IN_SCOPE, JobNotFoundException, type JobScope, priceFromColumn } from '../jobs';
import type { MessageJob } from '../sms';

/** A job as a message to its client is written from, with its status and when its client last got a reminder SMS. */
export interface ContactJob extends MessageJob {
  status: JobStatus;
  lastReminderSmsAt: Date | null;
}

type ContactJobRow = Omit<ContactJob, 'estimatedPrice'> & { estimatedPrice: string | null };

const columns = `${JOB_CLIENT_COLUMNS}, j.status, j.last_reminder_sms_at AS "lastReminderSmsAt"`;

/**
 * The job of the caller's scope (another shop's, or another worker's for a technician kept to their own,
 * is 404). A write reads it inside the writer's unit of work, which has locked it.
 */
export async function contactJob(
  db: DataSource | EntityManager,
  { businessId, onlyWorkerId }: JobScope,
  jobId: string,
): Promise<ContactJob> {
  if (!businessId) throw new JobNotFoundException();
  const [row] = await preparedQuery<ContactJobRow>(db, `SELECT ${columns} FROM jobs j WHERE ${JOB_IN_SCOPE}`, [
    jobId,
    businessId,
    onlyWorkerId,
  ]);
  if (!row) throw new JobNotFoundException();
  return { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) };
}

/** Marks the job's last reminder (and, for an SMS, its last reminder SMS), in the caller's transaction. */
export async function markReminder(
  manager: EntityManager,
  jobId: string,
  via: 'sms' | 'viber' | 'whatsapp',
  now: Date,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE jobs SET last_reminder_at = $2, last_reminder_via = $3::varchar,
                     last_reminder_sms_at = CASE WHEN $3::varchar = 'sms' THEN $2 ELSE last_reminder_sms_at END
      WHERE id = $1`,
    [jobId, now, via],
  );
}
