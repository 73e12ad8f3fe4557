import type { DataSource, EntityManager } from 'typeorm';
import type { JobStatus } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { priceFromColumn } from '../jobs/job.mapper';
import type { JobScope } from '../jobs/job-history';
import { JOB_IN_SCOPE } from '../jobs/job-lock';
import { JobNotFoundException } from '../jobs/jobs.exceptions';
import type { MessageJob } from '../sms/job-messages';

/** A job as a message to its client is written from, with its status and when its client last got a reminder SMS. */
export interface ContactJob extends MessageJob {
  status: JobStatus;
  lastReminderSmsAt: Date | null;
}

type ContactJobRow = Omit<ContactJob, 'estimatedPrice'> & { estimatedPrice: string | null };

const columns = `id, business_id AS "businessId", status, client_name AS "clientName", client_phone AS "clientPhone",
       device_model AS "deviceModel", tracking_token AS "trackingToken", estimated_price AS "estimatedPrice",
       last_reminder_sms_at AS "lastReminderSmsAt"`;

/**
 * The job of the caller's scope (another shop's, or another worker's for a technician kept to their own,
 * is 404); inside a transaction with `lock`, its row stays locked until the transaction ends.
 */
export async function contactJob(db: DataSource | EntityManager, { businessId, onlyWorkerId }: JobScope, jobId: string, lock: boolean): Promise<ContactJob> {
  if (!businessId) throw new JobNotFoundException();
  const [row] = await preparedQuery<ContactJobRow>(
    db,
    `SELECT ${columns} FROM jobs WHERE ${JOB_IN_SCOPE}${lock ? ' FOR UPDATE' : ''}`,
    [jobId, businessId, onlyWorkerId],
  );
  if (!row) throw new JobNotFoundException();
  return { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) };
}

/** Marks the job's last reminder (and, for an SMS, its last reminder SMS), in the caller's transaction. */
export async function markReminder(manager: EntityManager, jobId: string, via: 'sms' | 'viber' | 'whatsapp', now: Date): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE jobs SET last_reminder_at = $2, last_reminder_via = $3::varchar,
                     last_reminder_sms_at = CASE WHEN $3::varchar = 'sms' THEN $2 ELSE last_reminder_sms_at END
      WHERE id = $1`,
    [jobId, now, via],
  );
}
