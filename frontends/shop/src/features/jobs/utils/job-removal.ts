import { clientTicketCode } from '@repair-shop/contracts';

/** What the job's page already knows that makes the server refuse a deletion (409). */
export interface RemovalFacts {
  /** Payments, deposits and refunds recorded for the job: money records are never deleted. */
  paymentCount: number;
  /** Jobs that are warranty returns of this one: the return is proof of the repair. */
  warrantyReturnIds: string[];
}

/** "një pagesë të regjistruar", "3 pagesa të regjistruara". */
const paymentsText = (count: number): string =>
  count === 1 ? 'një pagesë të regjistruar' : `${count} pagesa të regjistruara`;

/**
 * Why the job cannot be deleted, in the server's terms (JOB_HAS_PAYMENTS, JOB_HAS_WARRANTY_RETURN), so
 * that the owner is told before asking rather than refused after; null when nothing stands in the way.
 */
export function removalBlock({ paymentCount, warrantyReturnIds }: RemovalFacts): string | null {
  if (paymentCount > 0) {
    return `Kjo punë ka ${paymentsText(paymentCount)} dhe nuk mund të fshihet: pagesat mbahen gjithmonë. Anulojeni punën në vend që ta fshini; nëse klientit i kthehen paratë, regjistrojeni kthimin te «Pagesat».`;
  }
  const [firstReturn] = warrantyReturnIds;
  if (firstReturn) {
    return `Puna #${clientTicketCode(firstReturn)} është kthim në garanci i kësaj pune, prandaj kjo punë nuk mund të fshihet. Anulojeni në vend që ta fshini.`;
  }
  return null;
}
