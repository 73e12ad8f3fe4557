import { MIN_HISTORY, queueDelayHours, similarJobs } from './history-statistics';

describe('similarJobs', () => {
  const jobs = [
    ...Array.from({ length: 6 }, () => ({ family: 'apple iphone 12', value: 24 })),
    ...Array.from({ length: 3 }, () => ({ family: 'apple iphone 11', value: 30 })),
    ...Array.from({ length: 4 }, () => ({ family: 'samsung a52', value: 2 })),
  ];

  it('learns from the family when it has enough jobs, else the brand, else the category', () => {
    expect(similarJobs(jobs, 'iPhone 12 Pro')).toEqual({ values: Array(6).fill(24), scope: 'family' });
    expect(similarJobs(jobs, 'iPhone 11')).toEqual({ values: [...Array(6).fill(24), 30, 30, 30], scope: 'brand' });
    expect(similarJobs(jobs, 'Samsung A52')).toMatchObject({ scope: 'category' });
    expect(similarJobs(jobs.slice(0, MIN_HISTORY - 1), 'Nokia')).toBeNull();
  });
});

describe('queueDelayHours', () => {
  it('adds a day per day of work beyond the usual queue, never less than nothing, at most two weeks', () => {
    // 2 jobs a day, each usually 24 h: a queue of 2 is usual; 6 waiting is 4 more, 2 days more.
    expect(queueDelayHours(6, 2, 24)).toBe(48);
    expect(queueDelayHours(1, 2, 24)).toBe(0);
    expect(queueDelayHours(1000, 2, 24)).toBe(14 * 24);
    expect(queueDelayHours(5, 0, 24)).toBe(0);
  });
});
