import {
  DEFAULT_LABEL_COPIES,
  DEFAULT_LABEL_SIZE,
  LABEL_LIMITS,
  LABEL_SIZES,
  warrantyText,
  clientTicketCode,
  truncate,
} from './print-format';

const JOB_ID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';

describe('truncate', () => {
  it('keeps text exactly at the limit', () => {
    expect(truncate('a'.repeat(25), 25)).toBe('a'.repeat(25));
  });

  it('keeps text below the limit', () => {
    expect(truncate('Arben Krasniqi', LABEL_LIMITS.client)).toBe('Arben Krasniqi');
  });

  it('cuts text one over the limit to limit-1 characters and an ellipsis', () => {
    const result = truncate('a'.repeat(26), 25);
    expect(result).toBe(`${'a'.repeat(24)}…`);
    expect(result).toHaveLength(25);
  });

  it('never returns more characters than the limit', () => {
    const text = 'Ekrani i thyer dhe bateria nuk mban më shumë se një orë';
    for (const max of Object.values(LABEL_LIMITS)) {
      expect(truncate(text, max).length).toBeLessThanOrEqual(max);
    }
    expect(truncate(text, LABEL_LIMITS.problem)).toBe('Ekrani i thyer dhe bateria nuk mba…');
  });

  it('trims surrounding whitespace before measuring', () => {
    expect(truncate('  Samsung A52  ', 11)).toBe('Samsung A52');
  });

  it('handles the edges of tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('', 5)).toBe('');
  });

  it('uses the limits of the specification', () => {
    expect(LABEL_LIMITS).toEqual({ client: 25, device: 30, problem: 35, imei: 20, worker: 20 });
  });
});

describe('job codes', () => {
  it('clientTicketCode is the last 6 characters, uppercased', () => {
    expect(clientTicketCode(JOB_ID)).toBe('4D5E6F');
    expect(clientTicketCode('abc')).toBe('ABC');
  });
});

describe('print constants', () => {
  it('has the three label sizes with 10 x 4 cm as the default', () => {
    expect(LABEL_SIZES.map((size) => [size.widthCm, size.heightCm])).toEqual([
      [10, 4],
      [8, 3],
      [12, 5],
    ]);
    expect(DEFAULT_LABEL_SIZE).toBe(LABEL_SIZES[0]);
  });

  it('prints 2 copies of a label', () => {
    expect(DEFAULT_LABEL_COPIES).toBe(2);
  });

  it("writes the job's warranty, with its end once the device is handed over", () => {
    expect(warrantyText({ warrantyDays: 30, warrantyEndsAt: null })).toBe(
      'Garancia: 30 ditë për punën e kryer, nga dita e dorëzimit.',
    );
    expect(warrantyText({ warrantyDays: 90, warrantyEndsAt: new Date(2027, 1, 20, 12).toISOString() })).toBe(
      'Garancia: 90 ditë për punën e kryer, deri më 20.02.2027.',
    );
    expect(warrantyText({ warrantyDays: 0, warrantyEndsAt: null })).toBe('Kjo punë nuk ka garanci.');
  });
});
