import type { DataSource, EntityManager } from 'typeorm';
import type { CashDepositOperation, CashDepositResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';
import { ALBANIA_TIME_ZONE } from '../albania/cis-date-time';

/** A deposit the CIS registered, as it was signed, with its FCDC. */
export interface RegisteredCashDeposit {
  id: string;
  businessId: string;
  tcrCode: string;
  operation: CashDepositOperation;
  /** Two decimals. */
  amount: string;
  changeDateTime: string;
  day: string;
  uuid: string;
  fcdc: string;
  author: { id: string; name: string };
  createdAt: Date;
}

interface CashDepositRow {
  id: string;
  operation: CashDepositOperation;
  amount: string;
  tcrCode: string;
  changeDateTime: string;
  day: string;
  fcdc: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

const COLUMNS = `id, operation, amount::text AS amount, tcr_code AS "tcrCode", change_date_time AS "changeDateTime",
  to_char(day, 'YYYY-MM-DD') AS day, fcdc, author_id AS "authorId", author_name AS "authorName",
  created_at AS "createdAt"`;

const toResponse = (row: CashDepositRow): CashDepositResponse => ({
  id: row.id,
  operation: row.operation,
  amount: row.amount,
  tcrCode: row.tcrCode,
  changeDateTime: row.changeDateTime,
  day: row.day,
  fcdc: row.fcdc,
  registeredBy: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

export async function insertCashDeposit(
  db: DataSource | EntityManager,
  deposit: RegisteredCashDeposit,
): Promise<CashDepositResponse> {
  const [row] = await preparedQuery<CashDepositRow>(
    db,
    `INSERT INTO fiscal_cash_deposits (id, business_id, tcr_code, operation, amount, change_date_time, day, uuid, fcdc,
                                       author_id, author_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING ${COLUMNS}`,
    [
      deposit.id,
      deposit.businessId,
      deposit.tcrCode,
      deposit.operation,
      deposit.amount,
      deposit.changeDateTime,
      deposit.day,
      deposit.uuid,
      deposit.fcdc,
      deposit.author.id,
      deposit.author.name,
      deposit.createdAt,
    ],
  );
  if (!row) throw new Error('the cash deposit was not saved');
  return toResponse(row);
}

/** The shop's deposits of a day (Albania's), oldest first, at most `limit`. */
export async function cashDepositsOfDay(
  db: DataSource | EntityManager,
  businessId: string,
  day: string,
  limit: number,
): Promise<CashDepositResponse[]> {
  const rows = await preparedQuery<CashDepositRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_cash_deposits WHERE business_id = $1 AND day = $2::date
      ORDER BY created_at, id LIMIT $3`,
    [businessId, day, limit],
  );
  return rows.map(toResponse);
}

/** Whether the register's initial cash of the day is registered. */
export async function hasInitialDeposit(
  db: DataSource | EntityManager,
  businessId: string,
  tcrCode: string,
  day: string,
): Promise<boolean> {
  const rows = await preparedQuery<{ id: string }>(
    db,
    `SELECT id FROM fiscal_cash_deposits
      WHERE business_id = $1 AND day = $2::date AND tcr_code = $3 AND operation = 'initial' LIMIT 1`,
    [businessId, day, tcrCode],
  );
  return rows.length > 0;
}

/** SQL of the instant Albania's day `date` (a date expression) begins, comparable with a timestamptz index. */
const albanianDayStart = (date: string): string => `((${date})::date::timestamp AT TIME ZONE '${ALBANIA_TIME_ZONE}')`;

/**
 * How many of the shop's cash invoices (numbered on a register, 'tcr:<code>') of Albania's day `day` were issued
 * before that register's initial cash of the day, or with none registered yet. One range of
 * fiscal_documents_business_issued_idx; each invoice looks its register's initial up in
 * fiscal_cash_deposits_business_day_idx.
 */
export async function cashInvoicesBeforeInitial(
  db: DataSource | EntityManager,
  businessId: string,
  day: string,
): Promise<number> {
  const [row] = await preparedQuery<{ count: number }>(
    db,
    `SELECT COUNT(*)::int AS count FROM fiscal_documents d
      WHERE d.business_id = $1 AND d.issued_at >= ${albanianDayStart('$2')} AND d.issued_at < ${albanianDayStart('$2::date + 1')}
        AND d.country = 'albania' AND d.status <> 'not_fiscal' AND d.register LIKE 'tcr:%'
        AND NOT EXISTS (SELECT 1 FROM fiscal_cash_deposits c
                         WHERE c.business_id = $1 AND c.day = $2::date AND c.operation = 'initial'
                           AND c.tcr_code = substr(d.register, 5) AND c.created_at <= d.issued_at)`,
    [businessId, day],
  );
  return row?.count ?? 0;
}
