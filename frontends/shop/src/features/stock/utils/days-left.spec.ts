import { daysLeftText, runsOutText } from './days-left';

describe('daysLeftText', () => {
  it('says about how many days, today, or a dash for an item not used', () => {
    expect(daysLeftText(5)).toBe('~5 ditë');
    expect(daysLeftText(1)).toBe('~1 ditë');
    expect(daysLeftText(0)).toBe('sot');
    expect(daysLeftText(null)).toBe('—');
  });
});

describe('runsOutText', () => {
  it('declines the days after "pas" as Albanian does', () => {
    expect(runsOutText(5)).toBe('mbaron pas ~5 ditësh');
    expect(runsOutText(1)).toBe('mbaron pas ~1 dite');
    expect(runsOutText(0)).toBe('mbaron sot');
  });
});
