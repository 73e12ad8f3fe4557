import { median } from 'simple-statistics';
import { JOB_CATEGORIES, type PredictionAccuracy } from '@repair-shop/contracts';
import type { PredictionOutcome } from './predictions.repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How far each category's predictions were from what happened: the median distance in hours between the first
 * ready time and the middle of the predicted range, the share ready inside the range, and the share of final totals
 * inside the predicted price range. Categories with nothing to compare are left out.
 */
export function predictionAccuracy(outcomes: PredictionOutcome[]): PredictionAccuracy[] {
  return JOB_CATEGORIES.flatMap((category) => {
    const mine = outcomes.filter((outcome) => outcome.category === category);
    const timed = mine.filter((outcome) => outcome.readyFrom && outcome.readyTo && outcome.readyAt);
    const priced = mine.filter(
      (outcome) => outcome.priceLow !== null && outcome.priceHigh !== null && outcome.total !== null,
    );
    if (timed.length === 0 && priced.length === 0) return [];
    const errors = timed.map((outcome) => {
      const middle = (outcome.readyFrom!.getTime() + outcome.readyTo!.getTime()) / 2;
      return Math.abs(outcome.readyAt!.getTime() - middle) / HOUR_MS;
    });
    const inside = timed.filter(
      (outcome) => outcome.readyAt! >= outcome.readyFrom! && outcome.readyAt! <= outcome.readyTo!,
    ).length;
    const pricedInside = priced.filter(
      (outcome) => outcome.total! >= outcome.priceLow! && outcome.total! <= outcome.priceHigh!,
    ).length;
    return [
      {
        category,
        jobs: timed.length,
        medianErrorHours: timed.length ? Math.round(median(errors) * 10) / 10 : 0,
        withinRange: timed.length ? Math.round((inside / timed.length) * 1000) / 1000 : 0,
        priceJobs: priced.length,
        priceWithinRange: priced.length ? Math.round((pricedInside / priced.length) * 1000) / 1000 : null,
      },
    ];
  });
}
