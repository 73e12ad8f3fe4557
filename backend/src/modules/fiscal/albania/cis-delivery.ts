import type { AlbanianInvoice } from './cis-invoice';
import { formatCisDateTime } from './cis-date-time';

/**
 * The header of one try of an invoice. In real time the CIS takes SendDateTime equal to IssueDateTime (a first try
 * a second after the issue would otherwise be refused); an invoice printed without the CIS's answer (offline, or
 * this try later than the receipt waited) is a subsequent delivery sent now.
 */
export function cisDeliveryOf(
  invoice: AlbanianInvoice,
  delivery: { now: Date; issuedAt: Date; offline: boolean; receiptWaitMs: number },
): Pick<AlbanianInvoice, 'sendDateTime' | 'subsequentDelivery'> {
  const late = delivery.now.getTime() - delivery.issuedAt.getTime() > delivery.receiptWaitMs;
  if (delivery.offline || late)
    return { sendDateTime: formatCisDateTime(delivery.now), subsequentDelivery: 'NOINTERNET' };
  return { sendDateTime: invoice.issueDateTime, subsequentDelivery: undefined };
}
