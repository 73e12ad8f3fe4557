import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobDetailResponse } from '@repair-shop/contracts';
import { deviceLockOfJob } from '../device-locks';
import { currentEstimate } from '../estimates';
import { intakeOfJob, signaturesOfJob } from '../intake';
import { predictionOfJob } from '../insights';
import { jobPartLines } from '../inventory';
import {
  JobsService,
  eventsOfJob,
  isPersonsEntry,
  legacyAuthor,
  toJobMessageResponse,
  toJobResponse,
  type JobScope,
} from '../jobs';
import { jobMoney, paymentsOfJob } from '../payments';
import { SmsOutboxService } from '../sms';
import { warrantyReturnIdsOf } from '../warranty';

/** A job shown whole: its row, history and pending SMS, and what its children hold (money, parts, intake, estimate, ...). */
@Injectable()
export class JobDetailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly smsOutbox: SmsOutboxService,
  ) {}

  /** `showCost`: the parts' cost prices are shown (never to a technician). */
  async detail(scope: JobScope, showCost: boolean, jobId: string): Promise<JobDetailResponse> {
    const job = await this.jobs.findOwned(scope, jobId);
    const [
      events,
      pendingSms,
      money,
      payments,
      parts,
      intake,
      signatures,
      estimate,
      deviceLock,
      warrantyReturnIds,
      prediction,
    ] = await Promise.all([
      eventsOfJob(this.dataSource, job.id),
      this.smsOutbox.pendingCount(job.id),
      jobMoney(this.dataSource, job.id, showCost),
      paymentsOfJob(this.dataSource, job.id),
      jobPartLines(this.dataSource, job.id, showCost),
      intakeOfJob(this.dataSource, job.id),
      signaturesOfJob(this.dataSource, job.id),
      currentEstimate(this.dataSource, job.id),
      deviceLockOfJob(this.dataSource, job.id),
      warrantyReturnIdsOf(this.dataSource, job.id),
      predictionOfJob(this.dataSource, job.id),
    ]);
    const unsigned = events.some((event) => event.authorId === null && isPersonsEntry(event));
    const owner = unsigned ? await legacyAuthor(this.dataSource.manager, job.businessId) : null;
    return {
      job: toJobResponse(job),
      messages: events.map((event) => toJobMessageResponse(event, owner)),
      pendingSms,
      money,
      payments,
      parts,
      intake,
      signatures,
      estimate,
      deviceLock,
      warrantyReturnIds,
      prediction,
    };
  }
}
