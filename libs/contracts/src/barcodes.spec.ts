import { barcodeProblem, hasValidCheckDigit } from './barcodes';

describe('barcodes', () => {
  it('checks the last digit of an EAN-13 and a UPC-A', () => {
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('036000291452')).toBe(true);
    expect(hasValidCheckDigit('036000291453')).toBe(false);
  });

  it('takes a right EAN/UPC and any shop code of printable characters, and says in Albanian what is wrong', () => {
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('036000291452')).toBeNull();
    expect(barcodeProblem('KAB-USB-C 1m')).toBeNull();
    expect(barcodeProblem('12345')).toBeNull();
    expect(barcodeProblem('4006381333932')).toBe(
      'Shifra e fundit e barkodit EAN-13 «4006381333932» nuk përputhet me të tjerat: kontrolloni barkodin.',
    );
    expect(barcodeProblem('036000291453')).toMatch(/^Shifra e fundit e barkodit UPC-A/);
    expect(barcodeProblem('')).toBe('Barkodi nuk mund të jetë bosh.');
    expect(barcodeProblem('x'.repeat(65))).toBe('Barkodi mund të ketë deri në 64 shenja.');
    expect(barcodeProblem('Këllëf')).toMatch(/^Barkodi pranon vetëm/);
  });
});
