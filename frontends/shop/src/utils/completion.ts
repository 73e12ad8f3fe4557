import { formatMoney, type JobMoney, type JobStatus } from '@repair-shop/contracts';
import { askToConfirm } from './confirm';

export const unpaidCompletionText = (money: JobMoney): string =>
  `Klienti ka ende për të paguar ${formatMoney(money.balance, money.currency)}. Ta shënoj si të përfunduar?`;

/** A job marked completed while the client still owes money asks first; any other change goes ahead. */
export function confirmStatusChange(status: JobStatus, money: JobMoney): Promise<boolean> {
  if (status !== 'completed' || money.balance <= 0) return Promise.resolve(true);
  return askToConfirm({ title: 'Puna nuk është paguar plotësisht', message: unpaidCompletionText(money), confirm: 'Po, përfundoje' });
}
