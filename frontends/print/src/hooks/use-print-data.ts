import { useQuery } from '@tanstack/react-query';
import type {
  BusinessResponse,
  IntakeRecordResponse,
  JobMoney,
  JobPartLineResponse,
  JobResponse,
  JobPredictionResponse,
  JobSignatureResponse,
  PaymentResponse,
} from '@repair-shop/contracts';
import { businessQuery, isApiRequestError, jobDetailQuery, loadFailed } from '@repair-shop/web';

export type PrintData =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | {
      state: 'ready';
      job: JobResponse;
      business: BusinessResponse | null;
      /** The job's total, paid and balance as the server summed them. */
      money: JobMoney;
      payments: PaymentResponse[];
      parts: JobPartLineResponse[];
      intake: IntakeRecordResponse | null;
      signatures: JobSignatureResponse[];
      /** What the shop's history predicted at intake; null: nothing was. */
      prediction: JobPredictionResponse | null;
    };

/** A malformed id is refused with 400: for the user it is a job that does not exist. */
const refusedId = (error: unknown): boolean => isApiRequestError(error) && error.status === 400;

/**
 * The job and the shop's business (a shop without one prints without it), from the same cache entries
 * the dashboard uses: a job just opened there prints at once. A refused session is handled by the
 * shared cache (login page, saying why).
 */
export function usePrintData(jobId: string): PrintData {
  const detail = useQuery(jobDetailQuery(jobId));
  const business = useQuery(businessQuery());
  if (detail.data === null || refusedId(detail.error)) return { state: 'notFound' };
  // A refused session is no failure to show (loadFailed): the login page is on its way.
  if (loadFailed(detail) || loadFailed(business)) return { state: 'failed' };
  if (detail.data === undefined || business.data === undefined) return { state: 'loading' };
  const { job, money, payments, parts, intake, signatures, prediction } = detail.data;
  return { state: 'ready', job, business: business.data, money, payments, parts, intake, signatures, prediction };
}
