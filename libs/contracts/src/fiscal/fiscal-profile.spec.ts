import { fitsFiscalFormat } from './fiscal-profile';

describe('fitsFiscalFormat', () => {
  it('takes a NIPT as a letter, eight digits and a letter, in capitals', () => {
    expect(fitsFiscalFormat('nipt', 'K12345678L')).toBe(true);
    expect(fitsFiscalFormat('nipt', 'k12345678l')).toBe(false);
    expect(fitsFiscalFormat('nipt', 'K1234567L')).toBe(false);
    expect(fitsFiscalFormat('nipt', '112345678L')).toBe(false);
  });

  it('takes the CIS codes as two letters, three digits, two letters, three digits, in lowercase', () => {
    expect(fitsFiscalFormat('businessUnitCode', 'ab123cd456')).toBe(true);
    expect(fitsFiscalFormat('tcrCode', 'zz999yy001')).toBe(true);
    expect(fitsFiscalFormat('businessUnitCode', 'AB123CD456')).toBe(false);
    expect(fitsFiscalFormat('tcrCode', 'ab123cd45')).toBe(false);
  });

  it("takes Kosovo's NUI as nine digits, its fiscalization number as digits and its branch as a positive number", () => {
    expect(fitsFiscalFormat('nui', '810000000')).toBe(true);
    expect(fitsFiscalFormat('nui', '81000000')).toBe(false);
    expect(fitsFiscalFormat('fiscalizationNumber', '12345')).toBe(true);
    expect(fitsFiscalFormat('fiscalizationNumber', '12-345')).toBe(false);
    expect(fitsFiscalFormat('branchId', '1')).toBe(true);
    expect(fitsFiscalFormat('branchId', '0')).toBe(false);
  });
});
