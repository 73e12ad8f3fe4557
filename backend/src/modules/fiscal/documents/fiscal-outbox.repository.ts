import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';
import type { AlbanianInvoice } from '../albania/cis-invoice';
import type { AtkStoredCoupon } from '../kosovo/atk-stored-coupon';

/** A document a sender took: what it needs to build and send the request again. */
export type ClaimedFiscalDocument = {
  id: string;
  businessId: string;
  attempts: number;
  offline: boolean;
  issuedAt: Date;
} & (
  | { country: 'albania'; message: AlbanianInvoice }
  /** Kosovo: claimed only once signed (until then its next try is at 'infinity'). */
  | { country: 'kosovo'; message: AtkStoredCoupon; posSignature: string }
);

/** What a try's outcome changes in the document's row. */
export type FiscalOutcome =
  | { status: 'fiscalized'; fic: string; at: Date }
  | { status: 'pending'; error: string; retryAt: Date }
  | { status: 'failed'; error: string };

const CLAIMED = `id, business_id AS "businessId", country, message, pos_signature AS "posSignature", attempts, offline,
  issued_at AS "issuedAt"`;

/**
 * Takes up to `limit` documents whose next try is due and whose lease (if any) ran out, until `leaseEnd`.
 * SKIP LOCKED keeps two senders (instances) from taking the same one; the lease lets another take it
 * if this sender dies mid-send. A resend is the same message (its UUID and NSLF), so the CIS registers it once.
 */
export function claimDueFiscalDocuments(
  db: DataSource,
  now: Date,
  leaseEnd: Date,
  limit: number,
): Promise<ClaimedFiscalDocument[]> {
  return preparedQuery<ClaimedFiscalDocument>(
    db,
    `UPDATE fiscal_documents SET attempts = attempts + 1, locked_until = $2
      WHERE id IN (SELECT id FROM fiscal_documents
                    WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                    ORDER BY next_attempt_at LIMIT $3
                    FOR UPDATE SKIP LOCKED)
      RETURNING ${CLAIMED}`,
    [now, leaseEnd, limit],
  );
}

/**
 * Takes one document right after it was issued (or signed, in Kosovo), unless another sender holds it, it is
 * no longer pending or it is not due (a Kosovo coupon still waiting for its till's signatures).
 */
export async function claimFiscalDocument(
  db: DataSource,
  id: string,
  now: Date,
  leaseEnd: Date,
): Promise<ClaimedFiscalDocument | null> {
  const [row] = await preparedQuery<ClaimedFiscalDocument>(
    db,
    `UPDATE fiscal_documents SET attempts = attempts + 1, locked_until = $3
      WHERE id = $1 AND status = 'pending' AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2)
      RETURNING ${CLAIMED}`,
    [id, now, leaseEnd],
  );
  return row ?? null;
}

/**
 * Records a try's outcome if the claim (`attempts`) still holds: a sender whose lease ran out and whose
 * document was taken by another leaves it to that one. After a try that did not reach the tax office the
 * receipt has been printed without its answer: the document is offline from then on.
 */
export async function recordFiscalOutcome(
  db: DataSource,
  claimed: ClaimedFiscalDocument,
  outcome: FiscalOutcome,
): Promise<boolean> {
  const rows = await preparedQuery<{ id: string }>(
    db,
    `UPDATE fiscal_documents
        SET status = $3::varchar, locked_until = NULL,
            fic = CASE WHEN $3::varchar = 'fiscalized' THEN $4::varchar ELSE fic END,
            fiscalized_at = CASE WHEN $3::varchar = 'fiscalized' THEN $5::timestamptz ELSE fiscalized_at END,
            last_error = CASE WHEN $3::varchar = 'fiscalized' THEN NULL ELSE $6::text END,
            next_attempt_at = COALESCE($7::timestamptz, next_attempt_at),
            offline = offline OR ($3::varchar = 'pending')
      WHERE id = $1 AND attempts = $2 AND status = 'pending'
      RETURNING id`,
    [
      claimed.id,
      claimed.attempts,
      outcome.status,
      outcome.status === 'fiscalized' ? outcome.fic : null,
      outcome.status === 'fiscalized' ? outcome.at : null,
      outcome.status === 'fiscalized' ? null : outcome.error,
      outcome.status === 'pending' ? outcome.retryAt : null,
    ],
  );
  return rows.length === 1;
}
