import { median, quantile } from 'simple-statistics';
import { deviceBrand, deviceFamily } from '@repair-shop/contracts';

/** Fewer finished jobs than this and a range would be a guess: the estimate says so instead. */
export const MIN_HISTORY = 5;
/** The most recent jobs a range is learned from: the shop's present, and a bounded cost. */
export const RECENT_JOBS = 200;
/**
 * The ready range is the 20th–80th percentile of past repair times: wide enough that most jobs fall inside, narrow
 * enough to plan by. The price range is the middle half of past totals, the usual price rather than the extremes.
 */
export const READY_QUANTILES = [0.2, 0.8] as const;
export const PRICE_QUANTILES = [0.25, 0.75] as const;

/** A past job a prediction learns from: its device's family and what it measured (hours, or a total). */
export interface PastJob {
  family: string;
  value: number;
}

/** What a range was learned from: the same family, the same brand, or the whole category. */
export type HistoryScope = 'family' | 'brand' | 'category';

/**
 * The most recent jobs like this device: of its family when there are enough, else of its brand, else of the
 * category; null when even the category has fewer than MIN_HISTORY. `jobs` come newest first.
 */
export function similarJobs(jobs: PastJob[], deviceModel: string): { values: number[]; scope: HistoryScope } | null {
  const family = deviceFamily(deviceModel);
  const brand = deviceBrand(deviceModel);
  const tries: [HistoryScope, (job: PastJob) => boolean][] = [
    ['family', (job) => family !== '' && job.family === family],
    ['brand', (job) => brand !== '' && (job.family === brand || job.family.startsWith(`${brand} `))],
    ['category', () => true],
  ];
  for (const [scope, like] of tries) {
    const values = jobs
      .filter(like)
      .slice(0, RECENT_JOBS)
      .map((job) => job.value);
    if (values.length >= MIN_HISTORY) return { values, scope };
  }
  return null;
}

/** The values' range between two quantiles. */
export function quantileRange(values: number[], [low, high]: readonly [number, number]): [number, number] {
  return [quantile(values, low), quantile(values, high)];
}

/**
 * Hours the work waiting now adds to a repair, by Little's law: a shop that finishes `perDay` jobs a day, each
 * usually waiting `usualHours`, holds perDay × usualHours / 24 jobs; each job beyond that waits 24 / perDay hours
 * more. Never negative (a quiet shop does not repair faster than its usual), at most two weeks.
 */
export function queueDelayHours(waiting: number, perDay: number, usualHours: number): number {
  if (perDay <= 0) return 0;
  const usualQueue = (perDay * usualHours) / 24;
  return Math.min(Math.max(0, ((waiting - usualQueue) * 24) / perDay), 14 * 24);
}

/** The median of non-empty values; null when empty. */
export function medianOrNull(values: number[]): number | null {
  return values.length === 0 ? null : median(values);
}
