import { deviceIdProblem, guessDeviceIdKind, luhnCheckDigit, normalizeDeviceId, passesLuhn } from './device-ids';

describe('device identifiers', () => {
  it('checks an IMEI with Luhn', () => {
    expect(passesLuhn('356938035643809')).toBe(true);
    expect(passesLuhn('490154203237518')).toBe(true);
    expect(passesLuhn('356938035643808')).toBe(false);
    expect(luhnCheckDigit('35693803564380')).toBe('9');
  });

  it('normalizes what people type', () => {
    expect(normalizeDeviceId('imei', ' 35-693803 564380.9 ')).toBe('356938035643809');
    expect(normalizeDeviceId('serial', '  c02x  l0ab ')).toBe('C02X L0AB');
    expect(guessDeviceIdKind('35 6938 0356 4380 9')).toBe('imei');
    expect(guessDeviceIdKind('C02XL0AB')).toBe('serial');
  });

  it('says in Albanian what is wrong', () => {
    expect(deviceIdProblem('imei', '356938035643809')).toBeNull();
    expect(deviceIdProblem('imei', '12AB')).toBe('IMEI përmban vetëm shifra.');
    expect(deviceIdProblem('imei', '3569380356438')).toBe('IMEI ka 15 shifra (ky ka 13).');
    expect(deviceIdProblem('imei', '356938035643808')).toMatch(/shifra e fundit e kontrollit/);
    expect(deviceIdProblem('serial', 'C02X-L0AB/Ç')).toBeNull();
    expect(deviceIdProblem('serial', 'AB')).toBe('Numri serik ka 3 deri në 64 shenja.');
    expect(deviceIdProblem('serial', 'AB<script>')).toMatch(/vetëm shkronja/);
  });
});
