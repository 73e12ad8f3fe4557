import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobWriteHooks, type JobBasis } from '../jobs';
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
    this.hooks.onJobCreated((manager, job, _author, now) => this.predict(manager, job, now));
  }

  /** From the job's basis the writer read under its lock: its category and device. */
  private async predict(manager: EntityManager, job: JobBasis, now: Date): Promise<void> {
    const estimate = await this.estimator.estimate(manager, job.businessId, job, now);
    await savePrediction(manager, {
      jobId: job.id,
      businessId: job.businessId,
      category: job.category,
      madeAt: now,
      readyFrom: estimate.readyBy ? new Date(estimate.readyBy.from) : null,
      readyTo: estimate.readyBy ? new Date(estimate.readyBy.to) : null,
      priceLow: estimate.price?.low ?? null,
      priceHigh: estimate.price?.high ?? null,
    });
  }
}
