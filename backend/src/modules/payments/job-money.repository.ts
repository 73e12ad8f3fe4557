import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, JobMoney } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

interface MoneyRow {
  currency: Currency;
  labour: string;
  parts: string;
  total: string;
  paid: string;
  balance: string;
  partsCost: string;
  profit: string;
}

/** The amount of the payment of the alias `payment` as money kept: a refund counts negative. */
export const keptAmountSql = (payment: string): string =>
  `CASE WHEN ${payment}.kind = 'refund' THEN -${payment}.amount ELSE ${payment}.amount END`;

/** What was paid for the job of the alias `job` (jobs): deposits and payments less refunds, exact (payments_job_idx). */
export const paidOnJobSql = (job: string): string =>
  `(SELECT COALESCE(sum(${keptAmountSql('p')}), 0) FROM payments p WHERE p.job_id = ${job}.id)`;

/** What the job of the alias `job` costs its client: the labour price and the parts at their sale prices. */
export const jobTotalSql = (job: string): string => `COALESCE(${job}.estimated_price, 0) + ${job}.parts_sale`;

/**
 * What the client of the job `job` still owes on it, given its `total` and what was `paid` (SQL): a
 * cancelled job owes nothing, so what was paid is to be given back (negative).
 */
export const jobBalanceSql = (job: string, total: string, paid: string): string =>
  `CASE WHEN ${job}.status = 'cancelled' THEN -${paid} ELSE ${total} - ${paid} END`;

/**
 * A job's total, paid and balance, summed by PostgreSQL in exact decimals (numeric arrives as text):
 * labour is the job's price, parts their sale prices times quantities (kept on the job as they are
 * used), paid the deposits and payments less the refunds; with `showCost`, what the parts cost and the
 * profit. A cancelled job owes nothing: its balance is what was paid, to be given back (negative). The
 * caller has checked that the job is in its scope.
 */
export async function jobMoney(db: DataSource | EntityManager, jobId: string, showCost: boolean): Promise<JobMoney> {
  const [row] = await preparedQuery<MoneyRow>(
    db,
    `SELECT b.currency, m.labour, m.parts, m.labour + m.parts AS total, m.paid,
            ${jobBalanceSql('j', '(m.labour + m.parts)', 'm.paid')} AS balance,
            j.parts_cost AS "partsCost", m.labour + m.parts - j.parts_cost AS profit
       FROM jobs j
       JOIN businesses b ON b.id = j.business_id
       CROSS JOIN LATERAL (
         SELECT COALESCE(j.estimated_price, 0) AS labour, j.parts_sale AS parts, ${paidOnJobSql('j')} AS paid
       ) m
      WHERE j.id = $1`,
    [jobId],
  );
  if (!row) throw new Error(`job ${jobId} vanished while its money was read`);
  return {
    currency: row.currency,
    labour: Number(row.labour),
    parts: Number(row.parts),
    total: Number(row.total),
    paid: Number(row.paid),
    balance: Number(row.balance),
    ...(showCost ? { partsCost: Number(row.partsCost), profit: Number(row.profit) } : {}),
  };
}
