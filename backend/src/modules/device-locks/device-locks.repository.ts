import type { DataSource, EntityManager } from 'typeorm';
import {
  DEVICE_LOCK_LABELS,
  type DeviceLockKind,
  type DeviceLockRequest,
  type DeviceLockSummary,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import type { DeviceLockCipher, SealedDeviceLock } from './device-lock-cipher';

interface SummaryRow {
  kind: DeviceLockKind;
  savedAt: Date;
}

const toSummary = (row: SummaryRow): DeviceLockSummary => ({ kind: row.kind, savedAt: row.savedAt.toISOString() });

/** The history line of a code saved with the job or later: its kind, never the code. */
export const deviceLockSavedText = (kind: DeviceLockKind, replaced: boolean): string =>
  `Kodi i zhbllokimit (${DEVICE_LOCK_LABELS[kind]}) u ${replaced ? 'ndryshua' : 'ruajt'}, i koduar.`;

/**
 * Keeps a job's unlock code, encrypted, in the caller's transaction (the job's row already locked or
 * just inserted); a second code replaces the first. Answers whether one was replaced.
 */
export async function saveDeviceLock(
  manager: EntityManager,
  cipher: DeviceLockCipher,
  jobId: string,
  lock: DeviceLockRequest,
  now: Date,
): Promise<{ deviceLock: DeviceLockSummary; replaced: boolean }> {
  const sealed = cipher.seal(jobId, lock.value);
  // xmax is 0 for a row this statement inserted, the locking transaction's id for one it updated.
  const [row] = await preparedQuery<SummaryRow & { replaced: boolean }>(
    manager,
    `INSERT INTO job_device_locks (job_id, kind, iv, ciphertext, auth_tag, saved_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (job_id) DO UPDATE SET kind = EXCLUDED.kind, iv = EXCLUDED.iv, ciphertext = EXCLUDED.ciphertext,
                                        auth_tag = EXCLUDED.auth_tag, saved_at = EXCLUDED.saved_at
     RETURNING kind, saved_at AS "savedAt", xmax <> 0 AS replaced`,
    [jobId, lock.kind, sealed.iv, sealed.ciphertext, sealed.authTag, now],
  );
  if (!row) throw new Error('the unlock code was not saved');
  return { deviceLock: toSummary(row), replaced: row.replaced };
}

/** That a job keeps an unlock code, and its kind; null when none. */
export async function deviceLockOfJob(
  db: DataSource | EntityManager,
  jobId: string,
): Promise<DeviceLockSummary | null> {
  const [row] = await preparedQuery<SummaryRow>(
    db,
    `SELECT kind, saved_at AS "savedAt" FROM job_device_locks WHERE job_id = $1`,
    [jobId],
  );
  return row ? toSummary(row) : null;
}

/** The sealed code of a job, for revealing it. */
export async function sealedDeviceLockOfJob(
  manager: EntityManager,
  jobId: string,
): Promise<(SummaryRow & SealedDeviceLock) | null> {
  const [row] = await preparedQuery<SummaryRow & SealedDeviceLock>(
    manager,
    `SELECT kind, saved_at AS "savedAt", iv, ciphertext, auth_tag AS "authTag" FROM job_device_locks WHERE job_id = $1`,
    [jobId],
  );
  return row ?? null;
}

/** Removes the job's code; false when it kept none. */
export async function deleteDeviceLock(manager: EntityManager, jobId: string): Promise<boolean> {
  const removed = await preparedQuery<{ kind: string }>(
    manager,
    `DELETE FROM job_device_locks WHERE job_id = $1 RETURNING kind`,
    [jobId],
  );
  return removed.length > 0;
}

/**
 * Wipes the codes of jobs completed (last) on or before `cutoff`, each with `historyText` in its job's
 * history; answers the jobs wiped. One statement: the rows go and their history lines come together,
 * whatever crashes (and the jobs' last activity follows their new line, as appendJobEvent keeps it). The
 * jobs are locked first, then their codes, as every writer of a job locks them (a deletion at once would
 * deadlock otherwise).
 */
export async function wipeDeviceLocksCompletedBefore(
  db: DataSource | EntityManager,
  cutoff: Date,
  historyText: string,
  now: Date,
): Promise<{ jobId: string }[]> {
  return preparedQuery<{ jobId: string }>(
    db,
    `WITH due AS (
         SELECT j.id FROM jobs j
          WHERE j.status = 'completed' AND j.last_completed_at <= $1
            AND EXISTS (SELECT 1 FROM job_device_locks l WHERE l.job_id = j.id)
          ORDER BY j.id
            FOR NO KEY UPDATE OF j),
       wiped AS (
         DELETE FROM job_device_locks l USING due
          WHERE l.job_id = due.id
         RETURNING l.job_id),
       touched AS (UPDATE jobs SET last_activity_at = $3 WHERE id IN (SELECT job_id FROM wiped) AND last_activity_at < $3)
       INSERT INTO job_events (id, job_id, type, status, message, created_at, author_id, author_name)
       SELECT gen_random_uuid(), job_id, 'edit', NULL, $2, $3, NULL, NULL FROM wiped
       RETURNING job_id AS "jobId"`,
    [cutoff, historyText, now],
  );
}
