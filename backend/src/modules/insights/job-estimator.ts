import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import {
  JOB_CATEGORY_LABELS,
  type JobCategory,
  type PriceEstimate,
  type ReadyByEstimate,
} from '@repair-shop/contracts';
import { categoryHistory, shopQueue } from './history.repository';
import {
  MIN_HISTORY,
  PRICE_QUANTILES,
  READY_QUANTILES,
  quantileRange,
  queueDelayHours,
  similarJobs,
} from './history-statistics';

const HOUR_MS = 60 * 60 * 1000;
const PACE_DAYS = 28;

/** What the shop's history says of a job at intake (the category decided by the caller). */
export interface JobEstimate {
  readyBy?: ReadyByEstimate;
  price?: PriceEstimate;
  reason?: string;
}

/**
 * A job's ready time and usual price, learned from the shop's own recent jobs of the same category (of the same
 * family or brand when there are enough), the ready time pushed back by the work waiting beyond the usual queue.
 * Computed when asked, from the latest finished jobs: every finished job changes the next answer, no nightly run.
 */
@Injectable()
export class JobEstimator {
  async estimate(
    db: DataSource | EntityManager,
    businessId: string,
    job: { deviceModel: string; category: JobCategory },
    now: Date,
  ): Promise<JobEstimate> {
    const { hours, totals } = await categoryHistory(db, businessId, job.category);
    const estimate: JobEstimate = {};
    const ready = similarJobs(hours, job.deviceModel);
    if (ready) estimate.readyBy = await this.readyBy(db, businessId, ready.values, now);
    const prices = similarJobs(totals, job.deviceModel);
    if (prices) {
      const [low, high] = quantileRange(prices.values, PRICE_QUANTILES);
      estimate.price = { low: Math.floor(low), high: Math.ceil(high), basedOn: prices.values.length };
    }
    const label = JOB_CATEGORY_LABELS[job.category];
    if (!ready)
      estimate.reason = `Ende pak histori për «${label}»: ${hours.length} punë të mbaruara, duhen të paktën ${MIN_HISTORY}.`;
    else if (!prices)
      estimate.reason = `Ende pak punë të përfunduara për «${label}» për çmimin e zakonshëm: ${totals.length}, duhen të paktën ${MIN_HISTORY}.`;
    return estimate;
  }

  private async readyBy(
    db: DataSource | EntityManager,
    businessId: string,
    hours: number[],
    now: Date,
  ): Promise<ReadyByEstimate> {
    const { waiting, readyJobs, medianHours } = await shopQueue(
      db,
      businessId,
      new Date(now.getTime() - PACE_DAYS * 24 * HOUR_MS),
    );
    const delay = queueDelayHours(waiting, readyJobs / PACE_DAYS, medianHours ?? 0);
    const [from, to] = quantileRange(hours, READY_QUANTILES);
    return {
      from: new Date(now.getTime() + (from + delay) * HOUR_MS).toISOString(),
      to: new Date(now.getTime() + (to + delay) * HOUR_MS).toISOString(),
      basedOn: hours.length,
      waiting,
    };
  }
}
