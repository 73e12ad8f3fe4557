import { READ_ONLY_REASON } from '@repair-shop/contracts';
import { TRIAL_COLORS, readOnlyReason, showsTrialWarning, trialBadgeLabel, trialStatus } from './trial-badge';

const owner = (remainingDays: number, isExpired = false) => ({
  isAdmin: false,
  isExpired,
  remainingDays,
  trialExpiresAt: null,
});

describe('trialStatus', () => {
  it.each([
    [0, 'expiring'],
    [1, 'expiring'],
    [7, 'expiring'],
    [8, 'ok'],
    [30, 'ok'],
  ])('%p days left is %p', (days, status) => {
    expect(trialStatus(owner(days))).toBe(status);
  });

  it('an expired trial is expired whatever the days say', () => {
    expect(trialStatus(owner(0, true))).toBe('expired');
    expect(trialStatus(owner(12, true))).toBe('expired');
  });

  it('maps each state to red, yellow or green', () => {
    expect(TRIAL_COLORS).toEqual({ expired: 'red', expiring: 'yellow', ok: 'green' });
  });
});

describe('trialBadgeLabel', () => {
  it('names an expired trial', () => {
    expect(trialBadgeLabel(owner(0, true))).toBe('Skaduar');
  });

  it('says until when a paid subscription runs, and that it ran out once over', () => {
    const paying = {
      isExpired: false,
      remainingDays: 180,
      trialExpiresAt: '2027-05-22T10:00:00.000Z',
      subscriptionStatus: 'active' as const,
    };
    expect(trialBadgeLabel(paying)).toBe('Abonimi aktiv deri më 22.05.2027');
    expect(trialBadgeLabel({ ...paying, isExpired: true, subscriptionStatus: 'expired' })).toBe('Skaduar');
  });

  it('counts the days in Albanian, singular for one', () => {
    expect(trialBadgeLabel(owner(0))).toBe('0 ditë të mbetura');
    expect(trialBadgeLabel(owner(1))).toBe('1 ditë e mbetur');
    expect(trialBadgeLabel(owner(7))).toBe('7 ditë të mbetura');
    expect(trialBadgeLabel(owner(8))).toBe('8 ditë të mbetura');
  });
});

describe('showsTrialWarning', () => {
  it.each([
    [0, false],
    [1, true],
    [7, true],
    [8, false],
  ])('a shop owner with %p days left: %p', (days, shown) => {
    expect(showsTrialWarning(owner(days))).toBe(shown);
  });

  it('is never shown for an expired trial', () => {
    expect(showsTrialWarning(owner(3, true))).toBe(false);
  });

  it('is never shown for an administrator', () => {
    expect(showsTrialWarning({ isAdmin: true, isExpired: false, remainingDays: 3 })).toBe(false);
  });
});

describe('readOnlyReason', () => {
  it('says why a shop whose time is over can only read; nothing for one that may write or the administrator', () => {
    expect(readOnlyReason({ isAdmin: false, isExpired: true })).toBe(READ_ONLY_REASON);
    expect(readOnlyReason({ isAdmin: false, isExpired: false })).toBeNull();
    expect(readOnlyReason({ isAdmin: true, isExpired: true })).toBeNull();
    expect(readOnlyReason(null)).toBeNull();
  });
});
