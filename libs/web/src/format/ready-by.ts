import { SHOP_TIME_ZONE, formatMoney, wallClockIn, type Currency } from '@repair-shop/contracts';
import { weekdayOf } from './shop-time';

/** The days of the week as Albanian writes them before a date, Sunday first (as Date.getUTCDay counts). */
const WEEKDAYS = ['e diel', 'e hënë', 'e martë', 'e mërkurë', 'e enjte', 'e premte', 'e shtunë'] as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "2–3" or, when both ends are one number, "2". */
function span(low: number, high: number): string {
  return low === high ? `${low}` : `${low}–${high}`;
}

/**
 * "Pritet gati: e enjte, 2–3 ditë": the weekday the range ends on, on the shop's calendar, and how many whole days
 * from now; under a day, the hours ("sot, 3–5 orë"). Shared by the shop, the intake receipt and the tracking page.
 */
export function formatReadyBy(
  range: { from: string; to: string },
  now: Date = new Date(),
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const untilFrom = Date.parse(range.from) - now.getTime();
  const untilTo = Date.parse(range.to) - now.getTime();
  // A range already past: the job is late, and no count of days or hours would be true.
  if (untilTo <= 0) return 'Pritet gati: së shpejti';
  const lastDay = wallClockIn(timeZone, new Date(range.to)).date;
  if (untilTo < DAY_MS) {
    const low = Math.max(1, Math.round(untilFrom / HOUR_MS));
    const high = Math.max(low, Math.ceil(untilTo / HOUR_MS));
    const today = wallClockIn(timeZone, now).date;
    return `Pritet gati: ${lastDay === today ? 'sot' : 'nesër'}, ${span(low, high)} orë`;
  }
  const low = Math.max(1, Math.round(untilFrom / DAY_MS));
  const high = Math.max(low, Math.ceil(untilTo / DAY_MS));
  return `Pritet gati: ${WEEKDAYS[weekdayOf(lastDay)]}, ${span(low, high)} ditë`;
}

/** "Zakonisht 45–60 €, 38 punë": the usual price range of such a job in the shop, and how many jobs it rests on. */
export function formatUsualPrice(price: { low: number; high: number; basedOn?: number }, currency: Currency): string {
  const high = formatMoney(price.high, currency);
  const symbol = high.split(' ').pop() ?? '';
  const low = formatMoney(price.low, currency).replace(` ${symbol}`, '');
  const range = price.low === price.high ? high : `${low}–${high}`;
  return price.basedOn === undefined ? `Zakonisht ${range}` : `Zakonisht ${range}, ${price.basedOn} punë`;
}
