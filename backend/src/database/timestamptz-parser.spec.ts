import { types } from 'pg';
import { parseTimestamptz } from './timestamptz-parser';

const pgParser = types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** A timestamptz written as PostgreSQL writes it (DateStyle ISO) in a time zone of this offset. */
function written(utcMs: number, offsetSeconds: number, fractionDigits: number, micro: number): string {
  const local = new Date(utcMs + offsetSeconds * 1000);
  let text = `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)} ${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}`;
  if (fractionDigits > 0) text += `.${pad(local.getUTCMilliseconds() * 1000 + micro, 6).slice(0, fractionDigits)}`;
  const sign = offsetSeconds < 0 ? '-' : '+';
  const offset = Math.abs(offsetSeconds);
  text += `${sign}${pad(Math.floor(offset / 3600), 2)}`;
  if (offset % 3600 !== 0) text += `:${pad(Math.floor((offset % 3600) / 60), 2)}`;
  if (offset % 60 !== 0) text += `:${pad(offset % 60, 2)}`;
  return text;
}

const valueOf = (parsed: Date | number | null): number | null =>
  parsed instanceof Date ? parsed.getTime() : (parsed as number | null);

describe('parseTimestamptz', () => {
  it('reads what PostgreSQL writes exactly as pg’s own parser does, in every offset and fraction', () => {
    // A fixed pseudo-random sequence, so that a failure can be replayed.
    let seed = 12345;
    const next = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const offsets = [0, 3600, 7200, -10800, 19800, 20700, -12600, 1172, -17762, 50400, -43200];
    let compared = 0;
    for (let index = 0; index < 20000; index += 1) {
      // From the year 100 to 9999.
      const utcMs = -59011459200000 + next(2147483647) * 117000 + next(1000);
      const text = written(utcMs, offsets[next(offsets.length)]!, next(7), next(1000));
      const expected = pgParser(text);
      expect(valueOf(parseTimestamptz(text))).toBe(valueOf(expected));
      compared += 1;
    }
    expect(compared).toBe(20000);
  });

  it('reads the dates of today as their instant', () => {
    expect((parseTimestamptz('2026-11-28 19:30:28.123456+00') as Date).toISOString()).toBe('2026-11-28T19:30:28.123Z');
    expect((parseTimestamptz('2026-11-28 20:30:28.9+01') as Date).toISOString()).toBe('2026-11-28T19:30:28.900Z');
    expect((parseTimestamptz('2026-11-29 01:15:28+05:45') as Date).toISOString()).toBe('2026-11-28T19:30:28.000Z');
    expect((parseTimestamptz('1890-01-01 00:00:00+00:19:32') as Date).toISOString()).toBe('1889-12-31T23:40:28.000Z');
  });

  it.each([
    'infinity',
    '-infinity',
    '0044-03-15 12:00:00+00 BC',
    '0099-12-31 23:59:59+00',
    '10000-01-01 00:00:00+00',
    '2026-11-28 19:30:28',
    '2026-11-28T19:30:28Z',
    '2026-1x-28 19:30:28+00',
  ])('hands what it does not read itself to pg’s parser: %s', (text) => {
    expect(valueOf(parseTimestamptz(text))).toEqual(valueOf(pgParser(text)));
  });
});
