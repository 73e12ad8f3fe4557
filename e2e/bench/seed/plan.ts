import type { BenchOptions } from '../options';
import type { Country } from './vocabulary';

/** The three shops whose owners log in: registered through the API, so their passwords work. */
export const MEASURED = {
  big: { email: 'bench-big@servisi.test', jobs: 100_000, workers: 6 },
  small: { email: 'bench-small@servisi.test', jobs: 20, workers: 3 },
  load: { email: 'bench-load@servisi.test', jobs: 2_000, workers: 4 },
} as const;

export type MeasuredShop = keyof typeof MEASURED;

export const BENCH_PASSWORD = 'fjalekalim-bench-2024';

/** Jobs shared by the shops that are not measured, before scaling. */
const OTHER_JOBS = 2_000_000;

/** Distinct phones of a shop's pool per job: 100,000 jobs drawn from 42,000 phones give ~38,000 clients. */
export const CLIENT_POOL_PER_JOB = 0.42;

export interface ShopPlan {
  /** 1-based; 1–3 are the measured shops. */
  n: number;
  jobs: number;
  workers: number;
  country: Country;
}

/** A small deterministic generator, so that the plan (and so the marker) is the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shop sizes vary as they do in life: a few big shops, many small ones (log-normal weights), adding
 * up to the 2 million jobs of the unmeasured shops. The small shop keeps its 20 jobs at any scale.
 */
export function planShops(options: Pick<BenchOptions, 'scale' | 'shops'>): ShopPlan[] {
  const random = generator(20_240_601);
  const scaled = (jobs: number): number => Math.max(1, Math.round(jobs * options.scale));
  const countries: Country[] = ['kosovo', 'kosovo', 'kosovo', 'albania', 'albania', 'north_macedonia'];
  const plans: ShopPlan[] = [
    { n: 1, jobs: scaled(MEASURED.big.jobs), workers: MEASURED.big.workers, country: 'kosovo' },
    { n: 2, jobs: MEASURED.small.jobs, workers: MEASURED.small.workers, country: 'kosovo' },
    { n: 3, jobs: scaled(MEASURED.load.jobs), workers: MEASURED.load.workers, country: 'kosovo' },
  ];
  const weights = Array.from({ length: options.shops - 3 }, () => {
    // Box–Muller: a normal draw, so exp() of it is log-normal.
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.exp(0.9 * normal);
  });
  const sum = weights.reduce((total, weight) => total + weight, 0);
  weights.forEach((weight, index) => {
    plans.push({
      n: index + 4,
      jobs: Math.max(1, Math.round((weight / sum) * OTHER_JOBS * options.scale)),
      workers: 3 + Math.floor(random() * 6),
      country: countries[Math.floor(random() * countries.length)] ?? 'kosovo',
    });
  });
  return plans;
}
