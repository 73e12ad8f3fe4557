import { calendarDayText, currencySymbol, dayRange, formatDate, formatDateTime, formatMoney, initials } from './format';

/**
 * The tests run with TZ=UTC (jest.config.js), a device set to another zone than the shop's: what they
 * show must be the shop's date and time (Europe/Belgrade: UTC+1 in winter, UTC+2 in summer).
 */
describe('formatDate', () => {
  it("writes the shop's day.month.year with two-digit day and month", () => {
    expect(formatDate('2026-01-05T09:30:00.000Z')).toBe('05.01.2026');
    expect(formatDate(new Date('2026-11-21T11:00:00.000Z'))).toBe('21.11.2026');
  });

  it("is the shop's day when the device's (UTC) is another: a job received at 23:30 or 00:30 in the shop", () => {
    // 25 November, 00:30 in the shop is still the 24th in UTC.
    expect(formatDate('2026-11-24T23:30:00.000Z')).toBe('25.11.2026');
    // 24 November, 23:30 in the shop.
    expect(formatDate('2026-11-24T22:30:00.000Z')).toBe('24.11.2026');
    // Summer time: 1 July, 01:30 in the shop is 30 June, 23:30 UTC.
    expect(formatDate('2026-06-30T23:30:00.000Z')).toBe('01.07.2026');
  });

  it('writes a calendar day as people read it', () => {
    expect(calendarDayText('2026-03-07')).toBe('07.03.2026');
  });
});

describe('formatDateTime', () => {
  it("adds the shop's 24-hour time", () => {
    expect(formatDateTime('2026-11-21T22:05:00.000Z')).toBe('21.11.2026, 23:05');
    expect(formatDateTime('2026-11-21T08:00:00.000Z')).toBe('21.11.2026, 09:00');
    expect(formatDateTime('2026-11-24T23:30:00.000Z')).toBe('25.11.2026, 00:30');
    expect(formatDateTime('2026-07-15T10:15:00.000Z')).toBe('15.07.2026, 12:15');
  });
});

describe('formatMoney', () => {
  it.each<[number, string]>([
    [0, '0,00 €'],
    [50, '50,00 €'],
    [12.5, '12,50 €'],
    [12.345, '12,35 €'],
    [999.999, '1.000,00 €'],
    [1234.5, '1.234,50 €'],
    [12345.5, '12.345,50 €'],
    [1234567.891, '1.234.567,89 €'],
    [-3, '-3,00 €'],
    [-0.001, '0,00 €'],
  ])('formatMoney(%p) is %p', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
    expect(formatMoney(amount, 'EUR')).toBe(expected);
  });

  it('writes the lek and the denar without cents unless there are some', () => {
    expect(formatMoney(1234, 'ALL')).toBe('1.234 L');
    expect(formatMoney(1234.5, 'ALL')).toBe('1.234,50 L');
    expect(formatMoney(0, 'ALL')).toBe('0 L');
    expect(formatMoney(1234.5, 'MKD')).toBe('1.234,50 den.');
    expect(formatMoney(1234567, 'MKD')).toBe('1.234.567 den.');
    expect(formatMoney(-20, 'MKD')).toBe('-20 den.');
  });
});

describe('currencySymbol', () => {
  it('is the sign formatMoney writes after the amount', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('ALL')).toBe('L');
    expect(currencySymbol('MKD')).toBe('den.');
  });
});

describe('initials and dayRange', () => {
  it('takes the first letters, uppercased', () => {
    expect(initials(' arben', 'krasniqi ')).toBe('AK');
  });

  it("spans the shop's day of the moment, from its midnight to the next, whatever the device's zone", () => {
    // 25 November, 00:30 in the shop (the 24th in UTC).
    expect(dayRange(new Date('2026-11-24T23:30:00.000Z'))).toEqual({
      from: '2026-11-24T23:00:00.000Z',
      to: '2026-11-25T23:00:00.000Z',
    });
    expect(dayRange(new Date('2026-07-01T12:00:00.000Z'))).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-01T22:00:00.000Z',
    });
    // The day summer time starts has 23 hours in the shop.
    expect(dayRange(new Date('2026-03-29T12:00:00.000Z'))).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
  });
});
