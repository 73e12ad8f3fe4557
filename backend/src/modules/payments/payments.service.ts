import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { seesCostPrices, type PaymentCreatedResponse, type StaffRole } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { toCents } from '../../common/money/cents';
import type { JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import type { PaymentDto } from './dto/payment.dto';
import { jobMoney } from './job-money';
import { recordPayment } from './payment-records';
import { RefundExceedsPaidException, RefundForbiddenException } from './payments.exceptions';

/** Money taken on a job or given back. A payment is never changed afterwards: a refund corrects it. */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** POST /jobs/:id/payments. Only the owner and managers give money back, and never more than was paid. */
  async record(actor: JobActor, role: StaffRole, jobId: string, dto: PaymentDto): Promise<Omit<PaymentCreatedResponse, 'success'>> {
    if (dto.kind === 'refund' && role === 'technician') throw new RefundForbiddenException();
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const before = await jobMoney(manager, job.id, false);
      if (dto.kind === 'refund' && toCents(dto.amount) > toCents(before.paid)) throw new RefundExceedsPaidException(before.paid, before.currency);
      const payment = await recordPayment(manager, { ...dto, jobId: job.id, businessId: job.businessId, author: actor.author }, before.currency, this.clock.now());
      return { payment, money: await jobMoney(manager, job.id, seesCostPrices(role)) };
    });
  }
}
