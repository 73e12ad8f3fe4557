import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { formatMoney, type Currency, type EstimateResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { priceFromColumn } from '../jobs/job.mapper';
import { appendJobEvent, type JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import { JobsService } from '../jobs/jobs.service';
import { UpdateJobDto } from '../jobs/dto/update-job.dto';
import { SmsOutboxService, type SmsJob } from '../sms/outbox/sms-outbox.service';
import { TrackedJobNotFoundException } from '../tracking/tracking.service';
import type { EstimateAnswerDto } from './dto/estimate-answer.dto';
import type { EstimateDto } from './dto/estimate.dto';
import { insertEstimate, lockEstimate, recordAnswer } from './estimate-records';
import { EstimateAnsweredException, EstimateNotFoundException, EstimateReplacedException } from './estimates.exceptions';

type EstimateJob = SmsJob & { currency: Currency };

/** A job's columns an estimate is written and texted from, with its shop's currency; the job is locked by the caller. */
async function estimateJob(manager: EntityManager, where: 'j.id = $1' | 'j.tracking_token = $1', key: string): Promise<EstimateJob | undefined> {
  const [row] = await preparedQuery<Omit<EstimateJob, 'estimatedPrice'> & { estimatedPrice: string | null }>(
    manager,
    `SELECT j.id, j.business_id AS "businessId", j.client_name AS "clientName", j.client_phone AS "clientPhone",
            j.device_model AS "deviceModel", j.tracking_token AS "trackingToken", j.estimated_price AS "estimatedPrice", b.currency
       FROM jobs j JOIN businesses b ON b.id = j.business_id
      WHERE ${where}
        FOR UPDATE OF j`,
    [key],
  );
  return row ? { ...row, estimatedPrice: priceFromColumn(row.estimatedPrice) } : undefined;
}

/**
 * Estimates: the shop sends one (a price and what it covers, texted to the client when the shop texts
 * estimates), the client accepts or refuses it once from the tracking page. An accepted estimate's price
 * becomes the job's price through the same edit as the shop's own, so its history says so.
 */
@Injectable()
export class EstimatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly smsOutbox: SmsOutboxService,
    private readonly clock: Clock,
  ) {}

  async send(actor: JobActor, jobId: string, dto: EstimateDto): Promise<EstimateResponse> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const { id } = await lockJobInScope(manager, actor, jobId);
      const job = await estimateJob(manager, 'j.id = $1', id);
      if (!job) throw new TrackedJobNotFoundException();
      const note = dto.note ?? '';
      const estimate = await insertEstimate(manager, { id: randomUUID(), jobId: job.id, price: dto.price, note, author: actor.author }, now);
      const message = `Preventivi u dërgua te klienti: ${formatMoney(dto.price, job.currency)}${note ? ` — ${note}` : ''}.`;
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message, createdAt: now, author: actor.author });
      await this.smsOutbox.queueForEstimate(manager, job, dto.price, now);
      return estimate;
    });
  }

  /** The client's answer, once, to the estimate the page showed; both clicks of a double tap cannot win. */
  async answer(token: string, dto: EstimateAnswerDto): Promise<EstimateResponse> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const job = await estimateJob(manager, 'j.tracking_token = $1', token);
      if (!job) throw new TrackedJobNotFoundException();
      const estimate = await lockEstimate(manager, job.id, dto.estimateId);
      if (!estimate) throw new EstimateNotFoundException();
      if (estimate.replaced) throw new EstimateReplacedException();
      if (estimate.answer) throw new EstimateAnsweredException();
      const answered = await recordAnswer(manager, estimate.id, dto.answer, now);
      const price = formatMoney(estimate.price, job.currency);
      const message = dto.answer === 'accepted' ? `Klienti e pranoi preventivin (${price}) nga faqja e ndjekjes.` : `Klienti e refuzoi preventivin (${price}) nga faqja e ndjekjes.`;
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message, createdAt: now, author: null });
      if (dto.answer === 'accepted') {
        const edit = Object.assign(new UpdateJobDto(), { estimatedPrice: estimate.price });
        await this.jobs.edit(manager, { businessId: job.businessId, onlyWorkerId: null }, job.id, edit, null);
      }
      return answered;
    });
  }
}
