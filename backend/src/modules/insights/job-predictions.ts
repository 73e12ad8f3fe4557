import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobWriteHooks } from '../jobs';
import { jobToPredict } from './history.repository';
import { JobEstimator } from './job-estimator';
import { savePrediction } from './predictions.repository';

/**
 * Keeps what was predicted for each new job, in its creation's transaction, so that the job's page, its intake
 * receipt and its client's page say the same, and the statistics can later say how good the predictions were.
 */
@Injectable()
export class JobPredictions implements OnModuleInit {
  constructor(
    private readonly hooks: JobWriteHooks,
    private readonly estimator: JobEstimator,
  ) {}

  onModuleInit(): void {
    this.hooks.onJobCreated((manager, job, _author, now) => this.predict(manager, job.id, job.businessId, now));
  }

  private async predict(manager: EntityManager, jobId: string, businessId: string, now: Date): Promise<void> {
    const job = await jobToPredict(manager, jobId);
    if (!job) return;
    const estimate = await this.estimator.estimate(manager, businessId, job, now);
    await savePrediction(manager, {
      jobId,
      businessId,
      category: job.category,
      madeAt: now,
      readyFrom: estimate.readyBy ? new Date(estimate.readyBy.from) : null,
      readyTo: estimate.readyBy ? new Date(estimate.readyBy.to) : null,
      priceLow: estimate.price?.low ?? null,
      priceHigh: estimate.price?.high ?? null,
    });
  }
}
