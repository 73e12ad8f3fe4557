import { mean, sampleStandardDeviation } from 'simple-statistics';
import {
  JOB_CATEGORY_LABELS,
  formatMoney,
  isJobCategory,
  type Currency,
  type InsightChange,
} from '@repair-shop/contracts';
import type { ReturnShares, WeeklyValues } from './weekly-figures.repository';

/** The weeks a week is compared with, and how few of them with data make "usual" meaningless. */
export const USUAL_WEEKS = 8;
const MIN_USUAL_WEEKS = 4;
/** A change is told only beyond this many standard deviations (or standard errors) of the usual noise. */
const NOISE = 2;

const round1 = (value: number) => Math.round(value * 10) / 10;
/** "0,8": one decimal at most, with the comma Albanian writes. */
const decimal = (value: number) => String(round1(value)).replace('.', ',');

/** This week against the USUAL_WEEKS before it: null unless it is further than NOISE × sd from their mean. */
export function unusualWeek(
  values: WeeklyValues,
  fillMissing: boolean,
): { now: number; usual: number; spread: number } | null {
  // Weeks before the shop's first data are a shop not yet using Servisi, not quiet weeks: they are left out.
  const weeks = [...values.keys()].filter((week) => week >= 1 && week <= USUAL_WEEKS);
  const last = fillMissing ? Math.max(0, ...weeks) : USUAL_WEEKS;
  const lived: number[] = [];
  for (let week = 1; week <= last; week++) {
    const value = values.get(week);
    if (value !== undefined) lived.push(value);
    else if (fillMissing) lived.push(0);
  }
  const now = values.get(0) ?? (fillMissing ? 0 : undefined);
  if (now === undefined || lived.length < MIN_USUAL_WEEKS) return null;
  const usual = mean(lived);
  const spread = sampleStandardDeviation(lived);
  if (spread === 0 || Math.abs(now - usual) <= NOISE * spread) return null;
  return { now, usual, spread };
}

export function jobsInChange(values: WeeklyValues): InsightChange | null {
  const week = unusualWeek(values, true);
  if (!week) return null;
  const more = week.now > week.usual;
  return {
    text: `Këtë javë hynë ${week.now} punë, ${more ? 'më shumë' : 'më pak'} se zakonisht (${decimal(week.usual)} ± ${decimal(week.spread)} në javë).`,
    figures: { thisWeek: week.now, usual: round1(week.usual), spread: round1(week.spread) },
  };
}

export function revenueChange(values: WeeklyValues, currency: Currency): InsightChange | null {
  const week = unusualWeek(values, true);
  if (!week) return null;
  const more = week.now > week.usual;
  const money = (value: number) => formatMoney(Math.round(value * 100) / 100, currency);
  return {
    text: `Këtë javë u arkëtuan ${money(week.now)}, ${more ? 'më shumë' : 'më pak'} se zakonisht (${money(week.usual)} ± ${money(week.spread)} në javë).`,
    figures: { thisWeek: round1(week.now), usual: round1(week.usual), spread: round1(week.spread) },
  };
}

export function repairTimeChange(values: WeeklyValues): InsightChange | null {
  const week = unusualWeek(values, false);
  if (!week) return null;
  const longer = week.now > week.usual;
  return {
    text: `Këtë javë punët u bënë gati për ${decimal(week.now)} orë (mediana), ${longer ? 'më ngadalë' : 'më shpejt'} se zakonisht (${decimal(week.usual)} ± ${decimal(week.spread)} orë).`,
    figures: { thisWeekHours: round1(week.now), usualHours: round1(week.usual), spreadHours: round1(week.spread) },
  };
}

/** At least this many recent returns before a rise is told: one or two returns are chance. */
const MIN_RETURNS = 3;

/**
 * Whether the recent share of returns rose beyond chance: a one-sided two-proportion z-test with the pooled share,
 * z > NOISE, and at least MIN_RETURNS recent returns.
 */
export function returnsRose(shares: ReturnShares): { recent: number; earlier: number; z: number } | null {
  const { recentReturns, recentJobs, earlierReturns, earlierJobs } = shares;
  if (recentReturns < MIN_RETURNS || recentJobs === 0 || earlierJobs === 0) return null;
  const recent = recentReturns / recentJobs;
  const earlier = earlierReturns / earlierJobs;
  const pooled = (recentReturns + earlierReturns) / (recentJobs + earlierJobs);
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / recentJobs + 1 / earlierJobs));
  const z = error === 0 ? 0 : (recent - earlier) / error;
  return z > NOISE ? { recent, earlier, z } : null;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function returnsChange(shares: ReturnShares, kind: 'category' | 'worker'): InsightChange | null {
  const rose = returnsRose(shares);
  if (!rose) return null;
  const subject =
    kind === 'category' && isJobCategory(shares.name)
      ? `për «${JOB_CATEGORY_LABELS[shares.name]}»`
      : `të riparimeve të ${shares.name}`;
  return {
    text: `Kthimet në garanci ${subject} u rritën: ${shares.recentReturns} nga ${shares.recentJobs} (${percent(rose.recent)}) në 30 ditët e fundit, kundrejt ${percent(rose.earlier)} më parë.`,
    figures: {
      recentReturns: shares.recentReturns,
      recentJobs: shares.recentJobs,
      recentShare: round1(rose.recent * 100),
      earlierShare: round1(rose.earlier * 100),
      z: round1(rose.z),
    },
  };
}

const WEEKDAYS = ['', 'E hëna', 'E marta', 'E mërkura', 'E enjtja', 'E premtja', 'E shtuna', 'E diela'];

/**
 * The busiest day of the week, told only when its days are busier than the other days beyond chance: the
 * difference of the means over NOISE standard errors (Welch's), over the days the shop has been receiving jobs.
 */
export function busiestWeekday(days: { weekday: number; jobs: number }[]): InsightChange | null {
  const firstBusy = days.findIndex((day) => day.jobs > 0);
  if (firstBusy < 0) return null;
  const lived = days.slice(firstBusy);
  if (lived.length < 28) return null;
  const byWeekday = new Map<number, number[]>();
  for (const day of lived) byWeekday.set(day.weekday, [...(byWeekday.get(day.weekday) ?? []), day.jobs]);
  const [weekday, busiest] = [...byWeekday.entries()].sort((a, b) => mean(b[1]) - mean(a[1]))[0]!;
  const others = lived.filter((day) => day.weekday !== weekday).map((day) => day.jobs);
  if (busiest.length < 3 || others.length < 3) return null;
  const error = Math.sqrt(
    sampleStandardDeviation(busiest) ** 2 / busiest.length + sampleStandardDeviation(others) ** 2 / others.length,
  );
  const difference = mean(busiest) - mean(others);
  if (error === 0 || difference / error <= NOISE) return null;
  return {
    text: `${WEEKDAYS[weekday]} është dita më e ngarkuar: mesatarisht ${decimal(mean(busiest))} punë, kundrejt ${decimal(mean(others))} në ditët e tjera.`,
    figures: {
      weekday,
      busiestDayJobs: round1(mean(busiest)),
      otherDaysJobs: round1(mean(others)),
      days: lived.length,
    },
  };
}
