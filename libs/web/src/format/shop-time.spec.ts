import { addCalendarDays, shopClockOf, shopDayOf, shopDayStart, shopMonthOf, shopTimeOf, weekdayOf } from './shop-time';

/** Run with TZ=UTC (jest.config.js): the device's zone is not the shop's. */
describe("the shop's clock", () => {
  it("reads an instant on the shop's calendar and clock, winter and summer", () => {
    expect(shopClockOf('2026-11-24T22:30:00.000Z')).toEqual({ day: '2026-11-24', time: '23:30' });
    expect(shopClockOf('2026-11-24T23:30:00.000Z')).toEqual({ day: '2026-11-25', time: '00:30' });
    expect(shopClockOf(new Date('2026-06-30T22:15:00.000Z'))).toEqual({ day: '2026-07-01', time: '00:15' });
    expect(shopTimeOf('2026-01-05T08:05:59.999Z')).toBe('09:05');
    expect(shopDayOf('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
    expect(shopMonthOf('2026-11-30T23:30:00.000Z')).toBe('2026-12');
  });

  it("finds a shop day's midnight, on either side of a change of summer time", () => {
    expect(shopDayStart('2026-11-25')).toBe('2026-11-24T23:00:00.000Z');
    expect(shopDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    expect(shopDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(shopDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts calendar days and weekdays without any zone', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    // 23 November 2026 is a Monday.
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
});
