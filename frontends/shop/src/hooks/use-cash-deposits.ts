import { useQuery } from '@tanstack/react-query';
import { cashDepositsQuery } from '@repair-shop/web';

/** GET /fiscal/cash-deposits of a day: the Albanian register's initial cash and withdrawals with their FCDC. */
export function useCashDeposits(day: string, enabled = true) {
  return useQuery(cashDepositsQuery(day, enabled));
}
