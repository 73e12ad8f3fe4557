import { dayClosePrintPath } from '@repair-shop/web';
import { matchDayClosePath } from './day-close-route';

describe('matchDayClosePath', () => {
  it("reads the day of the dashboard's link", () => {
    expect(matchDayClosePath(dayClosePrintPath('2026-11-23', '80mm').split('?')[0])).toEqual({ date: '2026-11-23' });
  });

  it('knows no other page', () => {
    expect(matchDayClosePath('/print/day-close')).toBeNull();
    expect(matchDayClosePath('/print/invoice/job-1')).toBeNull();
  });
});
