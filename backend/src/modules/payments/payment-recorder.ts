import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentResponse } from '@repair-shop/contracts';
import { shopInvoiceFacts } from '../business';
import { FiscalDocumentIssuer } from '../fiscal';
import { fiscalLinesOf } from './fiscal-lines.repository';
import { recordPayment, type NewPayment } from './payments.repository';

/**
 * The one way money taken or given back is written: the payment, its line in the job's history and its
 * fiscal document (none for a payment made in a counter sale, `saleId`), in the caller's transaction (the job locked first). The document is sent after the
 * commit (FiscalDocumentsService.sendIssued).
 */
@Injectable()
export class PaymentRecorder {
  constructor(private readonly fiscal: FiscalDocumentIssuer) {}

  async record(
    manager: EntityManager,
    payment: NewPayment,
    now: Date,
  ): Promise<{ payment: PaymentResponse; fiscalDocumentId: string | null }> {
    // One read of the shop for both: the payment's currency and what its invoice says of the seller.
    const shop = await shopInvoiceFacts(manager, payment.businessId);
    const recorded = await recordPayment(manager, payment, shop.currency, now);
    // A job's balance paid in a counter sale has no document of its own: the sale's one document covers the cart.
    if (payment.saleId) return { payment: recorded, fiscalDocumentId: null };
    const fiscalDocumentId = await this.fiscal.issue(
      manager,
      {
        businessId: payment.businessId,
        jobId: payment.jobId,
        paymentId: recorded.id,
        kind: payment.kind,
        method: payment.method,
        amount: payment.amount.toFixed(2),
        authorId: payment.author.id,
        tillStationId: payment.tillStationId ?? null,
        shop,
        lines: () => fiscalLinesOf(manager, payment.jobId, payment),
      },
      now,
    );
    return { payment: recorded, fiscalDocumentId };
  }
}
