import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { formatMoney, type EstimateResponse } from '@repair-shop/contracts';
import { type JobActor, JobsService, JobWriter, TrackedJobNotFoundException, UpdateJobDto } from '../jobs';
import { SmsOutboxService } from '../sms';
import type { EstimateAnswerDto } from './dto/estimate-answer.dto';
import type { EstimateDto } from './dto/estimate.dto';
import { estimateJob, insertEstimate, lockEstimate, recordAnswer } from './estimates.repository';
import {
  EstimateAnsweredException,
  EstimateNotFoundException,
  EstimateReplacedException,
} from './estimates.exceptions';

/**
 * Estimates: the shop sends one (a price and what it covers, texted to the client when the shop texts
 * estimates), the client accepts or refuses it once from the tracking page. An accepted estimate's price
 * becomes the job's price through the same edit as the shop's own, so its history says so.
 */
@Injectable()
export class EstimatesService {
  constructor(
    private readonly writer: JobWriter,
    private readonly jobs: JobsService,
    private readonly smsOutbox: SmsOutboxService,
  ) {}

  /** The estimate, and whether an SMS with it was queued for the client (the shop texts estimates). */
  async send(
    actor: JobActor,
    jobId: string,
    dto: EstimateDto,
  ): Promise<{ estimate: EstimateResponse; smsQueued: boolean }> {
    return this.writer.change(actor, jobId, async (unit) => {
      const { manager, now } = unit;
      const job = await estimateJob(manager, unit.job.id);
      const note = dto.note ?? '';
      const estimate = await insertEstimate(
        manager,
        { id: randomUUID(), jobId: job.id, price: dto.price, note, author: actor.author },
        now,
      );
      const message = `Preventivi u dërgua te klienti: ${formatMoney(dto.price, job.currency)}${note ? ` — ${note}` : ''}.`;
      await unit.history({ type: 'edit', message, author: actor.author });
      const smsQueued = await this.smsOutbox.queueForEstimate(manager, job, dto.price, now);
      return { estimate, smsQueued };
    });
  }

  /** The client's answer, once, to the estimate the page showed; both clicks of a double tap cannot win. */
  async answer(token: string, dto: EstimateAnswerDto): Promise<EstimateResponse> {
    const notFound = () => new TrackedJobNotFoundException();
    return this.writer.changeTracked(
      token,
      async (unit) => {
        const { manager, now } = unit;
        const job = await estimateJob(manager, unit.job.id);
        const estimate = await lockEstimate(manager, job.id, dto.estimateId);
        if (!estimate) throw new EstimateNotFoundException();
        if (estimate.replaced) throw new EstimateReplacedException();
        if (estimate.answer) throw new EstimateAnsweredException();
        const answered = await recordAnswer(manager, estimate.id, dto.answer, now);
        const price = formatMoney(estimate.price, job.currency);
        const message =
          dto.answer === 'accepted'
            ? `Klienti e pranoi preventivin (${price}) nga faqja e ndjekjes.`
            : `Klienti e refuzoi preventivin (${price}) nga faqja e ndjekjes.`;
        await unit.history({ type: 'edit', message, author: null });
        if (dto.answer === 'accepted') {
          const edit = Object.assign(new UpdateJobDto(), { estimatedPrice: estimate.price });
          await this.jobs.edit(unit, edit, null);
        }
        return answered;
      },
      { notFound },
    );
  }
}
