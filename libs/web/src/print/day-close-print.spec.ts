import { dayClosePaperOf, dayClosePrintPath } from './day-close-print';

describe('the day close print page', () => {
  it('names the day and the paper in its URL', () => {
    expect(dayClosePrintPath('2026-11-23', '80mm')).toBe('/print/day-close/2026-11-23?letra=80mm');
    expect(dayClosePrintPath('2026-11-23', 'a4')).toBe('/print/day-close/2026-11-23?letra=a4');
  });

  it('reads the paper back, A4 when the URL names none it knows', () => {
    expect(dayClosePaperOf('80mm')).toBe('80mm');
    expect(dayClosePaperOf('a4')).toBe('a4');
    expect(dayClosePaperOf('a3')).toBe('a4');
    expect(dayClosePaperOf(null)).toBe('a4');
  });
});
