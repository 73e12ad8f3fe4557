import { types, type CustomTypesConfig } from 'pg';

const TIMESTAMPTZ = 1184;
/** pg's own parser (postgres-date): what the fast path hands everything unusual to. */
const parseAnyTimestamptz = types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => Date | number | null;

/** The number written by `count` ASCII digits at `at`, or NaN when one of them is not a digit. */
function digitsAt(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * A timestamptz as PostgreSQL writes it in the ISO date style, "2026-11-28 19:30:28.123456+00" (the offset may
 * carry minutes and seconds, "+05:45" or "+00:19:32"), read without a regular expression: a list of jobs parsed
 * three per row, and postgres-date's regular expressions were 7 % of the list's processor time. Anything else
 * (infinity, a BC date, a year before 100 or after 9999) goes to pg's own parser, whose answers this one matches
 * to the millisecond (the fraction is truncated, as Date.UTC does with postgres-date's).
 */
export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length;
  // The shortest: "YYYY-MM-DD HH:MM:SS+HH".
  if (length < 22 || text.charCodeAt(4) !== 45 || text.charCodeAt(10) !== 32) return parseAnyTimestamptz(text);
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (
    !(year >= 100) ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58 ||
    Number.isNaN(month + day + hour + minute + second)
  )
    return parseAnyTimestamptz(text);
  let at = 19;
  let millisecond = 0;
  if (text.charCodeAt(at) === 46) {
    at += 1;
    let scale = 100;
    for (let digit = text.charCodeAt(at) - 48; digit >= 0 && digit <= 9; digit = text.charCodeAt(at) - 48) {
      millisecond += digit * scale;
      scale = scale > 1 ? scale / 10 : 0;
      at += 1;
    }
  }
  const sign = text.charCodeAt(at) === 43 ? 1 : text.charCodeAt(at) === 45 ? -1 : 0;
  const offsetHours = digitsAt(text, at + 1, 2);
  if (sign === 0 || Number.isNaN(offsetHours)) return parseAnyTimestamptz(text);
  at += 3;
  let offsetSeconds = offsetHours * 3600;
  for (let unit = 60; unit >= 1 && text.charCodeAt(at) === 58; unit /= 60) {
    const part = digitsAt(text, at + 1, 2);
    if (Number.isNaN(part)) return parseAnyTimestamptz(text);
    offsetSeconds += part * unit;
    at += 3;
  }
  if (at !== length) return parseAnyTimestamptz(text);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - sign * offsetSeconds * 1000);
}

/**
 * The type parsers of the application's connections: pg's, with timestamptz read by parseTimestamptz. Given to
 * the pool (`types`), so that it applies to these connections only, not to every pg client in the process.
 */
export const APP_PG_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? parseTimestamptz
      : types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
