import { Injectable } from '@nestjs/common';
import { roleMay, seesCostPrices, type PaymentCreatedResponse, type StaffRole } from '@repair-shop/contracts';
import { toCents } from '../../common/money/cents';
import { type JobActor, JobWriter } from '../jobs';
import type { PaymentDto } from './dto/payment.dto';
import { jobMoney } from './job-money.repository';
import { recordPayment } from './payments.repository';
import { RefundExceedsPaidException, RefundForbiddenException } from './payments.exceptions';

/** Money taken on a job or given back. A payment is never changed afterwards: a refund corrects it. */
@Injectable()
export class PaymentsService {
  constructor(private readonly writer: JobWriter) {}

  /** POST /jobs/:id/payments. Only the owner and managers give money back, and never more than was paid. */
  async record(
    actor: JobActor,
    role: StaffRole,
    jobId: string,
    dto: PaymentDto,
  ): Promise<Omit<PaymentCreatedResponse, 'success'>> {
    if (dto.kind === 'refund' && !roleMay(role, 'refund')) throw new RefundForbiddenException();
    return this.writer.change(actor, jobId, async ({ manager, job, now }) => {
      const before = await jobMoney(manager, job.id, false);
      if (dto.kind === 'refund' && toCents(dto.amount) > toCents(before.paid))
        throw new RefundExceedsPaidException(before.paid, before.currency);
      const payment = await recordPayment(
        manager,
        { ...dto, jobId: job.id, businessId: job.businessId, author: actor.author },
        before.currency,
        now,
      );
      return { payment, money: await jobMoney(manager, job.id, seesCostPrices(role)) };
    });
  }
}
