import { formatCisDateTime, parseCisDateTime } from './cis-date-time';

describe("the CIS's date-times", () => {
  it("writes Albania's local time with its winter and summer offsets", () => {
    expect(formatCisDateTime(new Date('2026-11-26T09:15:00.900Z'))).toBe('2026-11-26T10:15:00+01:00');
    expect(formatCisDateTime(new Date('2026-07-31T22:30:05Z'))).toBe('2026-08-01T00:30:05+02:00');
  });

  it('reads back the instant it wrote, and refuses other shapes', () => {
    expect(parseCisDateTime('2026-11-26T10:15:00+01:00')?.toISOString()).toBe('2026-11-26T09:15:00.000Z');
    expect(parseCisDateTime('2026-11-26 10:15:00')).toBeNull();
  });
});
