import type { JobMoney, JobResponse } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';

/**
 * The invoice's payment line, from the job's money as the server summed it: paid in full, part paid
 * with the rest due, or nothing paid yet. Once the device is handed over (completed) the rest is no
 * longer "paid at pickup". Null for a cancelled job, whose notice already says that nothing is due.
 */
export function invoicePaymentNote(
  job: Pick<JobResponse, 'status' | 'estimatedPrice'>,
  money: JobMoney,
): string | null {
  if (job.status === 'cancelled') return null;
  const format = (amount: number): string => formatMoney(amount, money.currency);
  const handedOver = job.status === 'completed';

  if (money.balance <= 0) {
    if (money.paid > 0) return 'Fatura është paguar plotësisht.';
    // A job without a price yet has its amount still to come.
    return job.estimatedPrice === null && !handedOver
      ? 'Pagesa kryhet në marrjen e pajisjes.'
      : 'Nuk ka asgjë për të paguar.';
  }
  const rest = format(money.balance);
  if (money.paid > 0) {
    const paid = `Janë paguar ${format(money.paid)}`;
    return handedOver
      ? `${paid}; mbetja prej ${rest} është ende për t'u paguar.`
      : `${paid}; mbetja prej ${rest} paguhet në marrjen e pajisjes.`;
  }
  return handedOver
    ? `Shuma prej ${rest} është ende për t'u paguar.`
    : `Pagesa prej ${rest} kryhet në marrjen e pajisjes.`;
}
