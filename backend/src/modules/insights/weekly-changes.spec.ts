import { busiestWeekday, jobsInChange, returnsChange, unusualWeek } from './weekly-changes';

const weeks = (values: number[]) => new Map(values.map((value, week) => [week, value]));

describe('unusualWeek', () => {
  it('tells a week beyond two standard deviations of the eight before, not one within them', () => {
    expect(unusualWeek(weeks([22, 9, 10, 11, 10, 9, 10, 11, 10]), true)).toMatchObject({ now: 22, usual: 10 });
    expect(unusualWeek(weeks([11, 9, 10, 11, 10, 9, 10, 11, 10]), true)).toBeNull();
  });

  it('needs four weeks of the shop’s own before saying what is usual', () => {
    expect(unusualWeek(weeks([30, 10, 11, 10]), true)).toBeNull();
  });

  it('says fewer when fewer came in', () => {
    expect(jobsInChange(weeks([2, 9, 10, 11, 10, 9, 10, 11, 10]))?.text).toBe(
      'Këtë javë hynë 2 punë, më pak se zakonisht (10 ± 0,8 në javë).',
    );
  });
});

describe('returnsChange', () => {
  it('tells a rise of a category’s warranty returns beyond chance, not one of a return or two', () => {
    const rose = {
      key: 'screen',
      name: 'screen',
      recentReturns: 6,
      recentJobs: 30,
      earlierReturns: 3,
      earlierJobs: 180,
    };
    expect(returnsChange(rose, 'category')?.text).toBe(
      'Kthimet në garanci për «Ekran» u rritën: 6 nga 30 (20%) në 30 ditët e fundit, kundrejt 2% më parë.',
    );
    expect(returnsChange({ ...rose, recentReturns: 2 }, 'category')).toBeNull();
    expect(returnsChange({ ...rose, earlierReturns: 36 }, 'category')).toBeNull();
  });
});

describe('busiestWeekday', () => {
  const days = (saturday: number) =>
    Array.from({ length: 84 }, (_, index) => ({
      weekday: (index % 7) + 1,
      jobs: 4 + (index % 2) + (index % 7 === 5 ? saturday : 0),
    }));

  it('names the busiest day only when it stands out from the others', () => {
    expect(busiestWeekday(days(8))?.text).toBe(
      'E shtuna është dita më e ngarkuar: mesatarisht 12,5 punë, kundrejt 4,5 në ditët e tjera.',
    );
    expect(busiestWeekday(days(0))).toBeNull();
  });
});
