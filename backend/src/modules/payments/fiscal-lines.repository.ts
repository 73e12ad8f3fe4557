import type { EntityManager } from 'typeorm';
import { clientTicketCode, type PaymentKind } from '@repair-shop/contracts';
import { toCents } from '../../common/money/cents';
import { preparedQuery } from '../../database/prepared-queries';
import type { FiscalLine } from '../fiscal';
import { paidOnJobSql } from './job-money.repository';

interface JobSaleRow {
  deviceModel: string;
  labour: string;
  total: string;
  paid: string;
}

interface PartLineRow {
  name: string;
  code: string | null;
  quantity: number;
  salePrice: string;
}

/**
 * What a payment's fiscal document sells, read once the payment is recorded (the job is locked). A
 * payment of the whole job at once lists its labour and parts; a deposit, a part of the price or a refund
 * is one line for the repair, since what it pays for is not one item.
 */
export async function fiscalLinesOf(
  manager: EntityManager,
  jobId: string,
  payment: { kind: PaymentKind; amount: number },
): Promise<FiscalLine[]> {
  const [job] = await preparedQuery<JobSaleRow>(
    manager,
    `SELECT j.device_model AS "deviceModel", COALESCE(j.estimated_price, 0) AS labour,
            COALESCE(j.estimated_price, 0) + j.parts_sale AS total, ${paidOnJobSql('j')} AS paid
       FROM jobs j WHERE j.id = $1`,
    [jobId],
  );
  if (!job) throw new Error(`job ${jobId} vanished while its sale was read`);
  const amount = payment.amount.toFixed(2);
  const ticket = clientTicketCode(jobId);
  const oneLine = (name: string): FiscalLine[] => [{ name, quantity: '1', unitPrice: amount }];
  if (payment.kind === 'refund') return oneLine(`Kthim për riparimin ${ticket}`);
  // What was paid includes this payment: the whole job is paid at once when it is all that was paid.
  const wholeJob = toCents(job.paid) === toCents(amount) && toCents(job.total) === toCents(amount);
  if (!wholeJob) {
    return oneLine(
      payment.kind === 'deposit' ? `Paradhënie për riparimin ${ticket}` : `Pagesë për riparimin ${ticket}`,
    );
  }
  const parts = await preparedQuery<PartLineRow>(
    manager,
    `SELECT name, code, quantity, sale_price AS "salePrice" FROM job_parts WHERE job_id = $1 ORDER BY seq`,
    [jobId],
  );
  const labour: FiscalLine[] =
    toCents(job.labour) > 0 ? [{ name: `Riparim: ${job.deviceModel}`, quantity: '1', unitPrice: job.labour }] : [];
  return [
    ...labour,
    ...parts.map((part) => ({
      name: part.name,
      // The CIS takes a code of up to 50 characters; a longer one stays on the shop's own papers.
      code: part.code && part.code.length <= 50 ? part.code : undefined,
      quantity: String(part.quantity),
      unitPrice: part.salePrice,
    })),
  ];
}
