import { formatReadyBy, formatUsualPrice } from './ready-by';

/** Thursday 26 November 2026, 10:00 in the shop (Europe/Belgrade, UTC+1); the tests run in UTC. */
const NOW = new Date('2026-11-26T09:00:00.000Z');
const hoursLater = (hours: number): string => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('formatReadyBy', () => {
  it("names the weekday the range ends on, in the shop's calendar, and the whole days from now", () => {
    // From Friday 27, 20:00 to Sunday 29 November, 10:00 in the shop.
    expect(formatReadyBy({ from: hoursLater(34), to: hoursLater(72) }, NOW)).toBe('Pritet gati: e diel, 1–3 ditë');
    expect(formatReadyBy({ from: hoursLater(40), to: hoursLater(60) }, NOW)).toBe('Pritet gati: e shtunë, 2–3 ditë');
  });

  it('writes one number when both ends fall on the same count of days', () => {
    expect(formatReadyBy({ from: hoursLater(44), to: hoursLater(47) }, NOW)).toBe('Pritet gati: e shtunë, 2 ditë');
  });

  it("takes the weekday from the shop's clock, not UTC: 23:30 UTC on Sunday is Monday in the shop", () => {
    // Monday 30 November, 00:30 in the shop.
    expect(formatReadyBy({ from: hoursLater(72), to: '2026-11-29T23:30:00.000Z' }, NOW)).toBe(
      'Pritet gati: e hënë, 3–4 ditë',
    );
    expect(formatReadyBy({ from: hoursLater(72), to: '2026-11-29T23:30:00.000Z' }, NOW, 'UTC')).toBe(
      'Pritet gati: e diel, 3–4 ditë',
    );
  });

  it('counts hours under a day: today, or tomorrow when the range ends after midnight', () => {
    expect(formatReadyBy({ from: hoursLater(3), to: hoursLater(5) }, NOW)).toBe('Pritet gati: sot, 3–5 orë');
    expect(formatReadyBy({ from: hoursLater(10), to: hoursLater(16) }, NOW)).toBe('Pritet gati: nesër, 10–16 orë');
    expect(formatReadyBy({ from: hoursLater(0.2), to: hoursLater(0.5) }, NOW)).toBe('Pritet gati: sot, 1 orë');
  });

  it('says soon for a range already past, rather than a negative count', () => {
    expect(formatReadyBy({ from: hoursLater(-30), to: hoursLater(-2) }, NOW)).toBe('Pritet gati: së shpejti');
  });
});

describe('formatUsualPrice', () => {
  it("writes the range with the contract's money format, the currency once, and the jobs it rests on", () => {
    expect(formatUsualPrice({ low: 45, high: 60, basedOn: 38 }, 'EUR')).toBe('Zakonisht 45,00–60,00 €, 38 punë');
    expect(formatUsualPrice({ low: 3000, high: 4500 }, 'ALL')).toBe('Zakonisht 3.000–4.500 L');
    expect(formatUsualPrice({ low: 45, high: 45, basedOn: 4 }, 'EUR')).toBe('Zakonisht 45,00 €, 4 punë');
  });
});
