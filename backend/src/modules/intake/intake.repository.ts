import type { DataSource, EntityManager } from 'typeorm';
import {
  emptyIntakeChecks,
  type HistoryAuthor,
  type IntakeCheck,
  type IntakeCheckState,
  type IntakeItem,
  type IntakeRecordRequest,
  type IntakeRecordResponse,
  type JobSignatureResponse,
  type SignatureDrawing,
  type SignatureKind,
} from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { appendJobEvent } from '../jobs';
import { SignatureExistsException } from './intake.exceptions';

interface IntakeRow {
  checks: Partial<Record<IntakeCheck, IntakeCheckState>>;
  itemsLeft: IntakeItem[];
  note: string;
  updatedAt: Date;
}

/** Every check answered: those the request left out stay untested. */
const allChecks = (checks: IntakeRecordRequest['checks']): Record<IntakeCheck, IntakeCheckState> => ({
  ...emptyIntakeChecks(),
  ...checks,
});

const toIntakeResponse = (row: IntakeRow): IntakeRecordResponse => ({
  checks: allChecks(row.checks),
  itemsLeft: row.itemsLeft,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
});

/** Writes (or rewrites) a job's intake record, in the caller's transaction; the job is in the caller's scope. */
export async function saveIntakeRecord(
  manager: EntityManager,
  jobId: string,
  record: IntakeRecordRequest,
  now: Date,
): Promise<IntakeRecordResponse> {
  const row: IntakeRow = {
    checks: allChecks(record.checks),
    itemsLeft: record.itemsLeft,
    note: record.note,
    updatedAt: now,
  };
  await preparedQuery(
    manager,
    `INSERT INTO job_intakes (job_id, checks, items_left, note, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (job_id) DO UPDATE SET checks = EXCLUDED.checks, items_left = EXCLUDED.items_left, note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
    [jobId, JSON.stringify(row.checks), row.itemsLeft, row.note, now],
  );
  return toIntakeResponse(row);
}

export async function intakeOfJob(db: DataSource | EntityManager, jobId: string): Promise<IntakeRecordResponse | null> {
  const [row] = await preparedQuery<IntakeRow>(
    db,
    `SELECT checks, items_left AS "itemsLeft", note, updated_at AS "updatedAt" FROM job_intakes WHERE job_id = $1`,
    [jobId],
  );
  return row ? toIntakeResponse(row) : null;
}

/** A signature to keep, for a job locked in the caller's transaction. */
export interface NewSignature {
  jobId: string;
  businessId: string;
  kind: SignatureKind;
  drawing: SignatureDrawing;
  signerName: string;
  author: HistoryAuthor;
}

const SIGNED_TEXT: Record<SignatureKind, string> = {
  intake: 'Klienti nënshkroi fletëpranimin dhe kushtet e servisit.',
  pickup: 'Klienti nënshkroi marrjen e pajisjes.',
};

/**
 * Keeps a signature once (a second of the same kind is refused: what was signed stays as signed), with the
 * shop's terms as they read now for the intake's, and its line in the job's history.
 */
export async function saveSignature(
  manager: EntityManager,
  signature: NewSignature,
  now: Date,
): Promise<JobSignatureResponse> {
  const [shop] = await preparedQuery<{ terms: string | null }>(
    manager,
    `SELECT intake_terms AS terms FROM businesses WHERE id = $1`,
    [signature.businessId],
  );
  const terms = signature.kind === 'intake' ? (shop?.terms ?? null) : null;
  const kept = await preparedQuery<{ kind: string }>(
    manager,
    `INSERT INTO job_signatures (job_id, kind, drawing, signer_name, terms, signed_at, author_id, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (job_id, kind) DO NOTHING RETURNING kind`,
    [
      signature.jobId,
      signature.kind,
      JSON.stringify(signature.drawing),
      signature.signerName,
      terms,
      now,
      signature.author.id,
      signature.author.name,
    ],
  );
  if (kept.length === 0) throw new SignatureExistsException(signature.kind);
  await appendJobEvent(manager, {
    jobId: signature.jobId,
    type: 'edit',
    message: SIGNED_TEXT[signature.kind],
    createdAt: now,
    author: signature.author,
  });
  return {
    kind: signature.kind,
    drawing: signature.drawing,
    signerName: signature.signerName,
    terms,
    signedAt: now.toISOString(),
  };
}

/** A job's signatures, intake first; the caller has checked the job is in its scope. */
export async function signaturesOfJob(db: DataSource | EntityManager, jobId: string): Promise<JobSignatureResponse[]> {
  const rows = await preparedQuery<Omit<JobSignatureResponse, 'signedAt'> & { signedAt: Date }>(
    db,
    `SELECT kind, drawing, signer_name AS "signerName", terms, signed_at AS "signedAt"
       FROM job_signatures WHERE job_id = $1 ORDER BY signed_at, kind`,
    [jobId],
  );
  return rows.map((row) => ({ ...row, signedAt: row.signedAt.toISOString() }));
}

/** Whether the client has signed the intake: the record they signed for is then no longer changed. */
export async function intakeIsSigned(manager: EntityManager, jobId: string): Promise<boolean> {
  const rows = await preparedQuery<{ one: number }>(
    manager,
    `SELECT 1 AS one FROM job_signatures WHERE job_id = $1 AND kind = 'intake'`,
    [jobId],
  );
  return rows.length > 0;
}

/** Whether the job has an intake record yet (saving it again says it was changed). */
export async function hasIntakeRecord(manager: EntityManager, jobId: string): Promise<boolean> {
  const rows = await preparedQuery<{ one: number }>(manager, `SELECT 1 AS one FROM job_intakes WHERE job_id = $1`, [
    jobId,
  ]);
  return rows.length > 0;
}
