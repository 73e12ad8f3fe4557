import { today } from '../utils/days';
import { useBusiness } from './use-business';
import { useCashDeposits } from './use-cash-deposits';

/**
 * Whether an Albanian register's day still lacks its initial cash: then a cash invoice (cash or card), a job's
 * payment or a counter sale, asks for it first. Asked of the server for an Albanian shop only; false while it
 * answers or when it cannot.
 */
export function useInitialCashMissing(): boolean {
  const albanian = useBusiness().data?.country === 'albania';
  const deposits = useCashDeposits(today(), albanian);
  return albanian && deposits.data?.fiscalRegister === true && !deposits.data.initialRegistered;
}
