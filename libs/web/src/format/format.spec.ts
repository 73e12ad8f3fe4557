import { currencySymbol, dayRange, formatDate, formatDateTime, formatMoney, initials } from './format';

describe('formatDate', () => {
  it('writes day.month.year with two-digit day and month', () => {
    expect(formatDate(new Date(2026, 0, 5, 10, 30))).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 10, 21))).toBe('21.11.2026');
  });

  it('reads ISO strings', () => {
    const iso = new Date(2025, 11, 31, 12).toISOString();
    expect(formatDate(iso)).toBe('31.12.2025');
  });

  it('matches Intl sq-AL where the runtime has Albanian data', () => {
    const date = new Date(2026, 2, 7);
    expect(formatDate(date)).toBe(date.toLocaleDateString('sq-AL', { day: '2-digit', month: '2-digit', year: 'numeric' }));
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 23, 5))).toBe('21.11.2026, 23:05');
    expect(formatDateTime(new Date(2026, 10, 21, 9, 0))).toBe('21.11.2026, 09:00');
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

  it('spans one local day', () => {
    const { from, to } = dayRange(new Date(2026, 10, 21, 15));
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(24 * 60 * 60 * 1000);
    expect(new Date(from).getHours()).toBe(0);
  });
});
