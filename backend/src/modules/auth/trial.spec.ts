import { addCalendarMonths, trialEndForNewUser, trialState } from './trial';

const DAY = 24 * 60 * 60 * 1000;
const utc = (iso: string): Date => new Date(iso);

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T08:30:00.000Z', 1, '2026-04-30T08:30:00.000Z'],
    ['2026-08-31T00:00:00.000Z', 6, '2027-02-28T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 1, '2027-01-31T23:59:59.999Z'],
    ['2026-12-15T12:00:00.000Z', 12, '2027-12-15T12:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 12, '2029-02-28T12:00:00.000Z'],
    ['2026-07-31T06:00:00.000Z', 6, '2027-01-31T06:00:00.000Z'],
    ['2026-01-30T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2026-02-28T00:00:00.000Z', 1, '2026-03-28T00:00:00.000Z'],
  ])('%s + %i month(s) = %s', (from, months, expected) => {
    expect(addCalendarMonths(utc(from), months).toISOString()).toBe(expected);
  });

  it('keeps the time of day and does not change its argument', () => {
    const date = utc('2026-05-31T17:45:12.345Z');
    const result = addCalendarMonths(date, 1);
    expect(result.toISOString()).toBe('2026-06-30T17:45:12.345Z');
    expect(date.toISOString()).toBe('2026-05-31T17:45:12.345Z');
  });

  it('chains like the administrator extending twice', () => {
    const once = addCalendarMonths(utc('2026-01-31T00:00:00.000Z'), 1);
    expect(addCalendarMonths(once, 1).toISOString()).toBe('2026-03-28T00:00:00.000Z');
  });
});

describe('trialEndForNewUser', () => {
  it('is exactly 30 days after registration', () => {
    expect(trialEndForNewUser(utc('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(trialEndForNewUser(utc('2026-03-20T12:00:00.000Z')).toISOString()).toBe('2026-04-19T12:00:00.000Z');
  });
});

describe('trialState', () => {
  const end = utc('2026-02-14T10:00:00.000Z');
  const before = (ms: number): Date => new Date(end.getTime() - ms);

  it('has 30 days left right after registration', () => {
    expect(trialState(end, before(30 * DAY))).toEqual({ isExpired: false, remainingDays: 30 });
  });

  it('counts a started day as a whole day', () => {
    expect(trialState(end, before(6 * DAY))).toEqual({ isExpired: false, remainingDays: 6 });
    expect(trialState(end, before(6 * DAY - 1))).toEqual({ isExpired: false, remainingDays: 6 });
    expect(trialState(end, before(5 * DAY + 1))).toEqual({ isExpired: false, remainingDays: 6 });
    expect(trialState(end, before(5 * DAY))).toEqual({ isExpired: false, remainingDays: 5 });
    expect(trialState(end, before(12 * 60 * 60 * 1000))).toEqual({ isExpired: false, remainingDays: 1 });
    expect(trialState(end, before(1))).toEqual({ isExpired: false, remainingDays: 1 });
  });

  it('is expired with 0 days from the end on, never negative', () => {
    expect(trialState(end, end)).toEqual({ isExpired: true, remainingDays: 0 });
    expect(trialState(end, new Date(end.getTime() + 1))).toEqual({ isExpired: true, remainingDays: 0 });
    expect(trialState(end, new Date(end.getTime() + 400 * DAY))).toEqual({ isExpired: true, remainingDays: 0 });
  });

  it('is never expired without a trial (administrators)', () => {
    expect(trialState(null, utc('2099-01-01T00:00:00.000Z'))).toEqual({ isExpired: false, remainingDays: 0 });
  });
});
