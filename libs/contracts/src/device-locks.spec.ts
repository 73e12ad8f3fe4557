import { deviceCodeNote, deviceLockProblem } from './device-locks';

describe('device unlock codes', () => {
  it('takes PINs of 4 to 16 digits, any password up to 64 characters, and patterns of 4 to 9 distinct points', () => {
    expect([deviceLockProblem('pin', '0000'), deviceLockProblem('pin', '1234567890123456')]).toEqual([null, null]);
    expect(deviceLockProblem('pin', '')).toBe('Shkruani PIN-in e pajisjes.');
    expect(deviceLockProblem('pin', '12 34')).toBe('PIN-i ka vetëm shifra, nga 4 deri në 16.');
    expect(deviceLockProblem('password', ' fjalë kalim ')).toBeNull();
    expect(deviceLockProblem('password', ' ')).toBe('Shkruani fjalëkalimin e pajisjes.');
    expect([deviceLockProblem('pattern', '1478'), deviceLockProblem('pattern', '123456789')]).toEqual([null, null]);
    expect(deviceLockProblem('pattern', '')).toBe('Vizatoni modelin e zhbllokimit.');
    expect(deviceLockProblem('pattern', '147')).toBe('Modeli duhet të lidhë të paktën 4 pika.');
    expect([deviceLockProblem('pattern', '1471'), deviceLockProblem('pattern', '0147')]).toEqual([
      'Modeli nuk është i vlefshëm: vizatojeni përsëri.',
      'Modeli nuk është i vlefshëm: vizatojeni përsëri.',
    ]);
  });

  it("writes only the code's kind in the spec's deviceCode", () => {
    expect([
      deviceCodeNote(null),
      deviceCodeNote({ kind: 'pin', value: '4711' }),
      deviceCodeNote({ kind: 'pattern', value: '14789' }),
    ]).toEqual(['Pa kod', 'PIN (i koduar)', 'Model (i koduar)']);
  });
});
