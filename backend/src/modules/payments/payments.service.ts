import { Injectable } from '@nestjs/common';
import { roleMay, seesCostPrices, type PaymentCreatedResponse, type StaffRole } from '@repair-shop/contracts';
import { toCents } from '../../common/money/cents';
import { FiscalDocumentsService } from '../fiscal';
import { type JobActor, JobWriter } from '../jobs';
import type { PaymentDto } from './dto/payment.dto';
import { jobMoney } from './job-money.repository';
import { PaymentRecorder } from './payment-recorder';
import { RefundExceedsPaidException, RefundForbiddenException } from './payments.exceptions';

/** Money taken on a job or given back. A payment is never changed afterwards: a refund corrects it. */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly writer: JobWriter,
    private readonly recorder: PaymentRecorder,
    private readonly fiscalDocuments: FiscalDocumentsService,
  ) {}

  /**
   * POST /jobs/:id/payments. Only the owner and managers give money back, and never more than was paid.
   * The answer carries the payment's fiscal document as its first try left it.
   */
  async record(
    actor: JobActor,
    role: StaffRole,
    jobId: string,
    dto: PaymentDto,
  ): Promise<Omit<PaymentCreatedResponse, 'success'>> {
    if (dto.kind === 'refund' && !roleMay(role, 'refund')) throw new RefundForbiddenException();
    const recorded = await this.writer.change(actor, jobId, async ({ manager, job, now }) => {
      const before = await jobMoney(manager, job.id, false);
      if (dto.kind === 'refund' && toCents(dto.amount) > toCents(before.paid))
        throw new RefundExceedsPaidException(before.paid, before.currency);
      const { payment, fiscalDocumentId } = await this.recorder.record(
        manager,
        { ...dto, jobId: job.id, businessId: job.businessId, author: actor.author },
        now,
      );
      return {
        payment,
        fiscalDocumentId,
        businessId: job.businessId,
        money: await jobMoney(manager, job.id, seesCostPrices(role)),
      };
    });
    const { payment, money, businessId, fiscalDocumentId } = recorded;
    return { payment, money, fiscalDocument: await this.fiscalDocuments.sendIssued(businessId, fiscalDocumentId) };
  }
}
