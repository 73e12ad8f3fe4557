import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, FiscalDocumentKind, FiscalDocumentStatus, FiscalPrintResponse } from '@repair-shop/contracts';
import { pageClause } from '../../../common/paging/page-query.dto';
import { SqlParams } from '../../../common/search/search-condition';
import { preparedQuery } from '../../../database/prepared-queries';
import type { AlbanianInvoice } from '../albania/cis-invoice';
import type { AtkStoredCoupon } from '../kosovo/atk-stored-coupon';

/** A fiscal_documents row as the module reads it. */
export interface FiscalDocumentRow {
  id: string;
  businessId: string;
  country: 'albania' | 'kosovo';
  kind: FiscalDocumentKind;
  jobId: string | null;
  paymentId: string | null;
  /** A counter sale's (or its return's) document: job_id and payment_id are null. */
  saleId: string | null;
  correctsId: string | null;
  number: string;
  ordinal: number;
  issuedAt: Date;
  issueDateTime: string;
  total: string;
  currency: Currency;
  iic: string | null;
  iicSignature: string | null;
  fic: string | null;
  verificationUrl: string | null;
  businessUnitCode: string | null;
  tcrCode: string | null;
  softwareCode: string | null;
  operatorCode: string | null;
  status: FiscalDocumentStatus;
  offline: boolean;
  attempts: number;
  lastError: string | null;
  printCount: number;
  fiscalizedAt: Date | null;
  /** Kosovo: the till (station) that signs it, its POS number, the coupons and the till's signatures. */
  tillStationId: string | null;
  posId: number | null;
  message: unknown;
  posSignature: string | null;
  citizenSignature: string | null;
}

const COLUMNS = `id, business_id AS "businessId", country, kind, job_id AS "jobId", payment_id AS "paymentId",
  sale_id AS "saleId", corrects_id AS "correctsId", number, ordinal, issued_at AS "issuedAt", issue_date_time AS "issueDateTime",
  total, currency, iic, iic_signature AS "iicSignature", fic, verification_url AS "verificationUrl",
  business_unit_code AS "businessUnitCode", tcr_code AS "tcrCode", software_code AS "softwareCode",
  operator_code AS "operatorCode", status, offline, attempts, last_error AS "lastError",
  print_count AS "printCount", fiscalized_at AS "fiscalizedAt", till_station_id AS "tillStationId", pos_id AS "posId",
  message, pos_signature AS "posSignature", citizen_signature AS "citizenSignature"`;

/**
 * A document as written in the payment's or the sale's transaction, before it is sent: what both countries keep, then
 * each one's own.
 */
export type NewFiscalDocument = {
  id: string;
  businessId: string;
  jobId: string | null;
  paymentId: string | null;
  saleId: string | null;
  correctsId: string | null;
  kind: FiscalDocumentKind;
  register: string;
  year: number;
  ordinal: number;
  number: string;
  issuedAt: Date;
  issueDateTime: string;
  total: string;
  currency: Currency;
} & (
  | {
      country: 'albania';
      /** Everything that was signed, to build the same request again on a resend. */
      message: AlbanianInvoice;
      iic: string;
      iicSignature: string;
      verificationUrl: string;
      businessUnitCode: string;
      tcrCode: string | null;
      softwareCode: string;
      operatorCode: string;
    }
  | {
      country: 'kosovo';
      /** The coupon's texts its till signs. */
      message: AtkStoredCoupon;
      tillStationId: string;
      posId: number;
    }
);

/**
 * The next number of a register in a year, from 1, in the caller's transaction: the counter's row stays
 * locked until it ends, so a rolled-back payment gives its number back and two tills never share one.
 */
export async function nextOrdinal(
  manager: EntityManager,
  businessId: string,
  register: string,
  year: number,
): Promise<number> {
  const [row] = await preparedQuery<{ ordinal: number }>(
    manager,
    `INSERT INTO fiscal_counters AS c (business_id, register, year, last_ordinal) VALUES ($1, $2, $3, 1)
     ON CONFLICT (business_id, register, year) DO UPDATE SET last_ordinal = c.last_ordinal + 1
     RETURNING last_ordinal AS ordinal`,
    [businessId, register, year],
  );
  if (!row) throw new Error('the fiscal counter answered no number');
  return row.ordinal;
}

/**
 * Writes a document in the payment's transaction. An Albanian one is due at once; a Kosovo one stays unsent until its
 * till signed it (next_attempt_at 'infinity' keeps it out of the outbox), and its till's event stream is woken on
 * commit, on the print stations' channel (printing's PRINT_CHANNEL).
 */
export async function insertFiscalDocument(
  manager: EntityManager,
  document: NewFiscalDocument,
  now: Date,
): Promise<void> {
  const albania = document.country === 'albania' ? document : null;
  const kosovo = document.country === 'kosovo' ? document : null;
  await preparedQuery(
    manager,
    `INSERT INTO fiscal_documents (id, business_id, job_id, payment_id, corrects_id, country, kind, register, year, ordinal,
                                   number, issued_at, issue_date_time, total, currency, message, iic, iic_signature,
                                   verification_url, business_unit_code, tcr_code, software_code, operator_code,
                                   till_station_id, pos_id, status, next_attempt_at, created_at, last_error, sale_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
             $24, $25::int, 'pending', CASE WHEN $25::int IS NULL THEN $26::timestamptz ELSE 'infinity' END, $26,
             CASE WHEN $25::int IS NOT NULL
                  THEN 'Kuponi pret nënshkrimin e arkës (POS ' || $25::int || '): mbajeni të hapur faqen e printerit.' END,
             $27)`,
    [
      document.id,
      document.businessId,
      document.jobId,
      document.paymentId,
      document.correctsId,
      document.country,
      document.kind,
      document.register,
      document.year,
      document.ordinal,
      document.number,
      document.issuedAt,
      document.issueDateTime,
      document.total,
      document.currency,
      JSON.stringify(document.message),
      albania?.iic ?? null,
      albania?.iicSignature ?? null,
      albania?.verificationUrl ?? null,
      albania?.businessUnitCode ?? null,
      albania?.tcrCode ?? null,
      albania?.softwareCode ?? null,
      albania?.operatorCode ?? null,
      kosovo?.tillStationId ?? null,
      kosovo?.posId ?? null,
      now,
      document.saleId,
    ],
  );
  if (kosovo) await preparedQuery(manager, `SELECT pg_notify('print_jobs', $1)`, [kosovo.tillStationId]);
}

/** The till's unsigned coupons, oldest first (fiscal_documents_unsigned_idx). */
export function unsignedOfTill(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
): Promise<FiscalDocumentRow[]> {
  return preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents
      WHERE till_station_id = $1 AND business_id = $2 AND status = 'pending' AND country = 'kosovo' AND pos_signature IS NULL
      ORDER BY seq LIMIT 100`,
    [stationId, businessId],
  );
}

/**
 * Locks the till's unsigned coupons in their order of issue (the order every writer of several takes), after
 * the caller locked the till's row; answers their ids.
 */
export async function lockUnsignedOfTill(
  manager: EntityManager,
  businessId: string,
  stationId: string,
): Promise<string[]> {
  const rows = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM fiscal_documents
      WHERE till_station_id = $1 AND business_id = $2 AND status = 'pending' AND country = 'kosovo' AND pos_signature IS NULL
      ORDER BY seq FOR UPDATE`,
    [stationId, businessId],
  );
  return rows.map(({ id }) => id);
}

/** Gives up coupons no till will sign: failed with the reason, never sent (the payments stay). */
export async function failUnsignedCoupons(
  manager: EntityManager,
  businessId: string,
  ids: string[],
  reason: string,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE fiscal_documents SET status = 'failed', last_error = $3, locked_until = NULL
      WHERE id = ANY($1::uuid[]) AND business_id = $2 AND status = 'pending' AND pos_signature IS NULL`,
    [ids, businessId, reason],
  );
}

/**
 * Keeps the till's verified signatures and makes the document due at once; false when it is no longer this
 * till's unsigned document (signed meanwhile by another tab, or gone).
 */
export async function recordTillSignatures(
  db: DataSource | EntityManager,
  document: { id: string; businessId: string; stationId: string },
  signatures: { posSignature: string; citizenSignature: string },
  now: Date,
): Promise<boolean> {
  const rows = await preparedQuery<{ id: string }>(
    db,
    `UPDATE fiscal_documents SET pos_signature = $4, citizen_signature = $5, signed_at = $6, next_attempt_at = $6, last_error = NULL
      WHERE id = $1 AND business_id = $2 AND till_station_id = $3 AND pos_signature IS NULL AND status = 'pending'
      RETURNING id`,
    [document.id, document.businessId, document.stationId, signatures.posSignature, signatures.citizenSignature, now],
  );
  return rows.length === 1;
}

export async function findFiscalDocument(
  db: DataSource | EntityManager,
  businessId: string,
  id: string,
): Promise<FiscalDocumentRow | null> {
  const [row] = await preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE id = $1 AND business_id = $2`,
    [id, businessId],
  );
  return row ?? null;
}

/** A job's documents, oldest first (fiscal_documents_job_idx); the caller has checked the job is in its scope. */
export function fiscalDocumentsOfJob(db: DataSource | EntityManager, jobId: string): Promise<FiscalDocumentRow[]> {
  return preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE job_id = $1 ORDER BY seq`,
    [jobId],
  );
}

/** The documents of counter sales or returns of the shop, by their sale (fiscal_documents.sale_id is unique). */
export function fiscalDocumentsOfSales(
  db: DataSource | EntityManager,
  businessId: string,
  saleIds: string[],
): Promise<(FiscalDocumentRow & { saleId: string })[]> {
  return preparedQuery<FiscalDocumentRow & { saleId: string }>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE sale_id = ANY($2::uuid[]) AND business_id = $1`,
    [businessId, saleIds],
  );
}

/** The job's latest sale document: what a refund corrects. */
export async function latestSaleOfJob(manager: EntityManager, jobId: string): Promise<FiscalDocumentRow | null> {
  const [row] = await preparedQuery<FiscalDocumentRow>(
    manager,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE job_id = $1 AND kind = 'sale' ORDER BY seq DESC LIMIT 1`,
    [jobId],
  );
  return row ?? null;
}

/** The document of a counter sale (or of a return) of the shop: what a return corrects (fiscal_documents.sale_id is unique). */
export async function fiscalDocumentOfSale(
  db: DataSource | EntityManager,
  businessId: string,
  saleId: string,
): Promise<FiscalDocumentRow | null> {
  const [row] = await fiscalDocumentsOfSales(db, businessId, [saleId]);
  return row ?? null;
}

/** A page of the shop's documents not yet accepted, oldest first, with how many there are and how many are overdue. */
export async function pendingOfShop(
  db: DataSource | EntityManager,
  businessId: string,
  page: { limit: number; offset: number },
  overdueBefore: Date,
): Promise<{ rows: FiscalDocumentRow[]; total: number; overdue: number }> {
  const params = new SqlParams();
  params.add(businessId);
  const rows = await preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE business_id = $1 AND status = 'pending' ORDER BY seq ${pageClause(page, params)}`,
    params.values,
  );
  const [counts] = await preparedQuery<{ total: number; overdue: number }>(
    db,
    `SELECT COUNT(*)::int AS total, (COUNT(*) FILTER (WHERE issued_at < $2))::int AS overdue
       FROM fiscal_documents WHERE business_id = $1 AND status = 'pending'`,
    [businessId, overdueBefore],
  );
  return { rows, total: counts?.total ?? 0, overdue: counts?.overdue ?? 0 };
}

/**
 * The shop's Kosovo coupons still awaiting their till's signature since before `before`, per till by POS
 * number, with the station's name (null once it is gone).
 */
export function unsignedOverdueOfShop(
  db: DataSource | EntityManager,
  businessId: string,
  before: Date,
): Promise<{ posId: number; stationName: string | null; count: number }[]> {
  return preparedQuery<{ posId: number; stationName: string | null; count: number }>(
    db,
    `SELECT d.pos_id AS "posId", MIN(s.name) AS "stationName", COUNT(*)::int AS count
       FROM fiscal_documents d LEFT JOIN print_stations s ON s.id = d.till_station_id AND s.business_id = d.business_id
      WHERE d.business_id = $1 AND d.status = 'pending' AND d.country = 'kosovo' AND d.pos_signature IS NULL
        AND d.issued_at < $2
      GROUP BY d.pos_id ORDER BY d.pos_id`,
    [businessId, before],
  );
}

/** A print of the document's receipt: the first is the original, the next ones are copies. */
export async function recordPrint(
  db: DataSource | EntityManager,
  businessId: string,
  id: string,
): Promise<FiscalPrintResponse | null> {
  const [row] = await preparedQuery<{ printCount: number }>(
    db,
    `UPDATE fiscal_documents SET print_count = print_count + 1 WHERE id = $1 AND business_id = $2
     RETURNING print_count AS "printCount"`,
    [id, businessId],
  );
  return row ? { copy: row.printCount > 1, printCount: row.printCount } : null;
}

/**
 * The fiscal documents a print at a station carries: a payment receipt's one, an invoice's all of the job's, a counter
 * sale's (or return's) receipt its one.
 */
export type PrintedDocumentsOf =
  | {
      businessId: string;
      jobId: string;
      /** The payment whose receipt prints; null for all of the job's documents. */
      paymentId: string | null;
    }
  | { businessId: string; saleId: string };

/**
 * Counts `copies` prints of the documents that print (not `not_fiscal`), in the caller's transaction, their
 * rows locked in their order of issue (the order every writer of several takes); answers each one's count
 * before this print.
 */
export async function countPrints(
  manager: EntityManager,
  printed: PrintedDocumentsOf,
  copies: number,
): Promise<{ id: string; printsBefore: number }[]> {
  const locked =
    'saleId' in printed
      ? await preparedQuery<{ id: string }>(
          manager,
          `SELECT id FROM fiscal_documents
            WHERE business_id = $1 AND sale_id = $2 AND status <> 'not_fiscal' FOR UPDATE`,
          [printed.businessId, printed.saleId],
        )
      : await preparedQuery<{ id: string }>(
          manager,
          `SELECT id FROM fiscal_documents
            WHERE business_id = $1 AND job_id = $2 AND ($3::uuid IS NULL OR payment_id = $3) AND status <> 'not_fiscal'
            ORDER BY seq FOR UPDATE`,
          [printed.businessId, printed.jobId, printed.paymentId],
        );
  if (locked.length === 0) return [];
  return preparedQuery<{ id: string; printsBefore: number }>(
    manager,
    `UPDATE fiscal_documents SET print_count = print_count + $2 WHERE id = ANY($1::uuid[])
     RETURNING id, print_count - $2 AS "printsBefore"`,
    [locked.map(({ id }) => id), copies],
  );
}

/** A sale's (or a return's) document if it prints (not `not_fiscal`), of the caller's shop. */
export function printableDocumentsOfSale(
  db: DataSource | EntityManager,
  businessId: string,
  saleId: string,
): Promise<FiscalDocumentRow[]> {
  return preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE sale_id = $1 AND business_id = $2 AND status <> 'not_fiscal' ORDER BY seq`,
    [saleId, businessId],
  );
}

/** A job's documents that print (not `not_fiscal`), oldest first, of the caller's shop. */
export function printableDocumentsOfJob(
  db: DataSource | EntityManager,
  businessId: string,
  jobId: string,
): Promise<FiscalDocumentRow[]> {
  return preparedQuery<FiscalDocumentRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_documents WHERE job_id = $1 AND business_id = $2 AND status <> 'not_fiscal' ORDER BY seq`,
    [jobId, businessId],
  );
}
