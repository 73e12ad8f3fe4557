/**
 * What the shop's own history predicts ("Analitika"): a job's category, when it will be ready, what it usually
 * costs, what the stock is running out of and what changed. Computed inside Servisi from the shop's data only.
 */

/** What is wrong with the device, as a category a job carries (suggested from its description, chosen by a person). */
export const JOB_CATEGORIES = [
  'screen',
  'battery',
  'charging_port',
  'water_damage',
  'software',
  'camera',
  'audio',
  'buttons',
  'back_glass',
  'other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_CATEGORY_LABELS: Record<JobCategory, string> = {
  screen: 'Ekran',
  battery: 'Bateri',
  charging_port: 'Porta e karikimit',
  water_damage: 'Dëmtim nga uji',
  software: 'Softuer',
  camera: 'Kamerë',
  audio: 'Altoparlant / mikrofon',
  buttons: 'Butona',
  back_glass: 'Xhami i pasmë',
  other: 'Tjetër',
};

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && (JOB_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Where a job's category came from: `suggested` by the words of its description (nobody chose otherwise),
 * `chosen` by a person (what teaches the shop's suggestions).
 */
export type JobCategorySource = 'suggested' | 'chosen';

/** When a job is expected ready: a range of instants, and how many finished jobs it rests on. */
export interface ReadyByEstimate {
  from: string;
  to: string;
  /** Finished jobs of the shop the range was learned from. */
  basedOn: number;
  /** Jobs open in the shop now (received or in progress), which the range accounts for. */
  waiting: number;
}

/** The usual range of the shop's final totals (labour and parts) for such a job, in the shop's currency. */
export interface PriceEstimate {
  low: number;
  high: number;
  basedOn: number;
}

/** `GET /api/insights/estimate?deviceModel=&description=`: what the shop's history says of a job at intake. */
export interface JobEstimateResponse {
  category: JobCategory;
  readyBy?: ReadyByEstimate;
  price?: PriceEstimate;
  /** Why a part is missing, in Albanian ("Ende pak histori: 3 punë të mbaruara të kësaj kategorie"). */
  reason?: string;
}

/** A change the owner reads instead of a chart, with the numbers behind it. */
export interface InsightChange {
  /** One Albanian sentence ("Këtë javë hynë 42 punë, zakonisht 30 (±4)."). */
  text: string;
  /** The figures the sentence rests on (this period, the usual value, its spread, …), by name. */
  figures: Record<string, number>;
}

/** A stock item that runs out at today's pace of use. */
export interface StockoutInsight {
  partId: string;
  name: string;
  quantity: number;
  /** Pieces used or sold a day, over the recent weeks. */
  perDay: number;
  /** Days until none is left at that pace (rounded down). */
  daysLeft: number;
}

/** How good the predictions made at intake were, per category, over the last 90 days. */
export interface PredictionAccuracy {
  category: JobCategory;
  /** Jobs whose ready time could be compared with its prediction. */
  jobs: number;
  /** Median of |actual ready time − middle of the predicted range|, in hours. */
  medianErrorHours: number;
  /** Share (0–1) of those jobs ready inside the predicted range. */
  withinRange: number;
  /** Jobs whose final total could be compared with the predicted price range (null when none). */
  priceJobs: number;
  /** Share (0–1) of those whose final total fell inside the predicted price range; null when none. */
  priceWithinRange: number | null;
}

/** `GET /api/insights`: the statistics tab's and the home tab's insights. */
export interface InsightsResponse {
  changes: InsightChange[];
  stockouts: StockoutInsight[];
  accuracy: PredictionAccuracy[];
}

/** What was predicted for a job when it was received (JobDetailResponse.prediction). */
export interface JobPredictionResponse {
  category: JobCategory;
  madeAt: string;
  readyBy: { from: string; to: string } | null;
  price: { low: number; high: number } | null;
}
