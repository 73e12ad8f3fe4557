import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TrackingResponse } from '@repair-shop/contracts';
import { currentEstimate } from '../estimates';
import { predictionOfJob } from '../insights';
import { TrackedJobsRepository } from './tracked-jobs.repository';
import { TrackedJobNotFoundException } from '../jobs';

/** The client's view of a job: found by the secret token of the link, or by ticket code and phone. */
@Injectable()
export class TrackingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: TrackedJobsRepository,
  ) {}

  async byToken(token: string): Promise<TrackingResponse> {
    const found = await this.jobs.byToken(token);
    if (!found) throw new TrackedJobNotFoundException();
    const { jobId, showsReadyEstimate, ...job } = found;
    // When it will be ready, as predicted at intake, only while the client waits for it and the shop shows it.
    const waiting = showsReadyEstimate && (job.status === 'new' || job.status === 'in_process');
    const [estimate, prediction] = await Promise.all([
      currentEstimate(this.dataSource, jobId),
      waiting ? predictionOfJob(this.dataSource, jobId) : null,
    ]);
    return { ...job, estimate, readyBy: prediction?.readyBy ?? null };
  }

  /** The newest job with that ticket code whose client's phone ends with those four digits. */
  async tokenFor(code: string, phoneLast4: string): Promise<string> {
    const token = await this.jobs.tokenFor(code, phoneLast4);
    if (!token) throw new TrackedJobNotFoundException();
    return token;
  }
}
