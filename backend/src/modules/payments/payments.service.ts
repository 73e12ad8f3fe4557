import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Currency, HistoryAuthor, PaymentCreatedResponse, PaymentKind, PaymentMethod, PaymentResponse, StaffRole } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { appendJobEvent, type JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import type { DepositDto, PaymentDto } from './dto/payment.dto';
import { jobMoney } from './job-money';
import { PAYMENT_COLUMNS, paymentHistoryText, toPaymentResponse, type PaymentRow } from './payment.mapper';
import { RefundExceedsPaidException, RefundForbiddenException } from './payments.exceptions';

/** What is recorded of a payment, for a job already locked in the caller's transaction. */
interface NewPayment {
  jobId: string;
  businessId: string;
  amount: number;
  method: PaymentMethod;
  kind: PaymentKind;
  note?: string | null;
  fiscalReceiptNumber?: string | null;
  author: HistoryAuthor;
}

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
      const before = await jobMoney(manager, job.id);
      if (dto.kind === 'refund' && cents(dto.amount) > cents(before.paid)) throw new RefundExceedsPaidException(before.paid, before.currency);
      const payment = await this.insert(manager, { ...dto, jobId: job.id, businessId: job.businessId, author: actor.author }, before.currency);
      return { payment, money: await jobMoney(manager, job.id) };
    });
  }

  /** The deposit taken with a new job, inside the transaction that creates it. */
  async recordDeposit(manager: EntityManager, job: { id: string; businessId: string }, deposit: DepositDto, author: HistoryAuthor): Promise<void> {
    const [shop] = await preparedQuery<{ currency: Currency }>(manager, `SELECT currency FROM businesses WHERE id = $1`, [job.businessId]);
    await this.insert(manager, { ...deposit, kind: 'deposit', jobId: job.id, businessId: job.businessId, author }, shop?.currency ?? 'EUR');
  }

  /** A job's payments, oldest first; the caller has checked the job is in its scope. */
  async ofJob(db: DataSource | EntityManager, jobId: string): Promise<PaymentResponse[]> {
    const rows = await preparedQuery<PaymentRow>(db, `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE job_id = $1 ORDER BY seq`, [jobId]);
    return rows.map(toPaymentResponse);
  }

  private async insert(manager: EntityManager, payment: NewPayment, currency: Currency): Promise<PaymentResponse> {
    const now = this.clock.now();
    const note = payment.note || null;
    const fiscalReceiptNumber = payment.fiscalReceiptNumber || null;
    const [row] = await preparedQuery<PaymentRow>(
      manager,
      `INSERT INTO payments (id, business_id, job_id, amount, method, kind, note, fiscal_receipt_number, author_id, author_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${PAYMENT_COLUMNS}`,
      [randomUUID(), payment.businessId, payment.jobId, payment.amount.toFixed(2), payment.method, payment.kind, note, fiscalReceiptNumber,
        payment.author.id, payment.author.name, now],
    );
    if (!row) throw new Error('the payment was not recorded');
    const text = paymentHistoryText({ ...payment, note, fiscalReceiptNumber }, currency);
    await appendJobEvent(manager, { jobId: payment.jobId, type: 'payment', message: text, createdAt: now, author: payment.author });
    return toPaymentResponse(row);
  }
}

/** Amounts with at most two decimals, compared exactly as whole cents. */
const cents = (amount: number): number => Math.round(amount * 100);
