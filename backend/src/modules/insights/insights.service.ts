import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InsightChange, InsightsResponse, JobCategory, JobEstimateResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { requireBusinessId } from '../business';
import { stockRunningOut } from '../inventory';
import { JobCategorySuggester } from '../jobs';
import { JobEstimator } from './job-estimator';
import { predictionAccuracy } from './prediction-accuracy';
import { predictionOutcomes } from './predictions.repository';
import {
  USUAL_WEEKS,
  busiestWeekday,
  jobsInChange,
  repairTimeChange,
  returnsChange,
  revenueChange,
} from './weekly-changes';
import {
  jobsInByDay,
  jobsInByWeek,
  repairHoursByWeek,
  returnsByCategory,
  returnsByWorker,
  revenueByWeek,
  shopCurrency,
} from './weekly-figures.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Items that run out within this many days are listed. */
const STOCKOUT_DAYS = 14;
/** How far back the predictions' accuracy is measured. */
const ACCURACY_DAYS = 90;

/** The shop's insights: the estimate at intake, what changed, what runs out, how good the predictions were. */
@Injectable()
export class InsightsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly estimator: JobEstimator,
    private readonly categories: JobCategorySuggester,
  ) {}

  /** `category`: the one a person chose; else the shop's suggestion from the description. */
  async estimate(
    businessId: string | null,
    query: { deviceModel: string; description: string; category?: JobCategory },
  ): Promise<JobEstimateResponse> {
    const shop = requireBusinessId(businessId);
    const category = query.category ?? (await this.categories.suggest(shop, query.description));
    const estimate = await this.estimator.estimate(
      this.dataSource,
      shop,
      { deviceModel: query.deviceModel, category },
      this.clock.now(),
    );
    return { category, ...estimate };
  }

  async insights(businessId: string | null): Promise<InsightsResponse> {
    const shop = requireBusinessId(businessId);
    const now = this.clock.now();
    const [changes, stockouts, outcomes] = await Promise.all([
      this.changes(shop, now),
      stockRunningOut(this.dataSource, shop, now, STOCKOUT_DAYS),
      predictionOutcomes(this.dataSource, shop, new Date(now.getTime() - ACCURACY_DAYS * DAY_MS)),
    ]);
    return { changes, stockouts, accuracy: predictionAccuracy(outcomes) };
  }

  private async changes(shop: string, now: Date): Promise<InsightChange[]> {
    const weeks = USUAL_WEEKS + 1;
    // Warranty returns: the last 30 days against the 180 before.
    const returnWindow = { now, recentDays: 30, earlierDays: 180 };
    const [jobsIn, revenue, repairHours, days, byCategory, byWorker, currency] = await Promise.all([
      jobsInByWeek(this.dataSource, shop, now, weeks),
      revenueByWeek(this.dataSource, shop, now, weeks),
      repairHoursByWeek(this.dataSource, shop, now, weeks),
      jobsInByDay(this.dataSource, shop, now, 12 * 7),
      returnsByCategory(this.dataSource, shop, returnWindow),
      returnsByWorker(this.dataSource, shop, returnWindow),
      shopCurrency(this.dataSource, shop),
    ]);
    return [
      jobsInChange(jobsIn),
      revenueChange(revenue, currency),
      repairTimeChange(repairHours),
      ...byCategory.map((shares) => returnsChange(shares, 'category')),
      ...byWorker.map((shares) => returnsChange(shares, 'worker')),
      busiestWeekday(days),
    ].filter((change): change is InsightChange => change !== null);
  }
}
