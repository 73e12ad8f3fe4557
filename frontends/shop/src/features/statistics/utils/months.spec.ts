import { atShopTime } from '@repair-shop/web/testing';
import {
  addMonths,
  defaultMonthRange,
  lastMonthsFor,
  monthLabel,
  monthsBetween,
  recentMonths,
  shortMonthLabel,
  withFirstMonth,
} from './months';

const NOW = new Date(atShopTime('2026-11-23 12:00'));

describe('months', () => {
  it('counts and moves months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(monthsBetween('2025-12', '2026-11')).toBe(12);
    expect(monthsBetween('2026-11', '2026-10')).toBe(0);
  });

  it('names them in Albanian', () => {
    expect(monthLabel('2026-11')).toBe('Nëntor 2026');
    expect(monthLabel('2027-01')).toBe('Janar 2027');
    expect(shortMonthLabel('2026-12')).toBe('Dhj 26');
  });

  it('opens with the last 12 months and offers the last 36, newest first', () => {
    expect(defaultMonthRange(NOW)).toEqual({ from: '2025-12', to: '2026-11' });
    const offered = recentMonths(NOW);
    expect(offered).toHaveLength(36);
    expect(offered[0]).toBe('2026-11');
    expect(offered[35]).toBe('2023-12');
  });

  it('keeps the last month when it still fits a new first month, and moves it when it does not', () => {
    const range = { from: '2025-12', to: '2026-11' };
    expect(withFirstMonth(range, '2026-03', NOW)).toEqual({ from: '2026-03', to: '2026-11' });
    expect(withFirstMonth(range, '2023-12', NOW)).toEqual({ from: '2023-12', to: '2025-11' });
    expect(withFirstMonth({ from: '2025-01', to: '2025-06' }, '2025-09', NOW)).toEqual({
      from: '2025-09',
      to: '2026-08',
    });
    expect(withFirstMonth({ from: '2026-01', to: '2026-03' }, '2026-07', NOW)).toEqual({
      from: '2026-07',
      to: '2026-11',
    });
  });

  it('offers as last months those from the first one, 24 at most, this month at most', () => {
    expect(lastMonthsFor('2026-09', NOW)).toEqual(['2026-11', '2026-10', '2026-09']);
    const long = lastMonthsFor('2023-12', NOW);
    expect(long).toHaveLength(24);
    expect(long[0]).toBe('2025-11');
    expect(long[23]).toBe('2023-12');
  });
});
