import { DeviceLockCipher } from './device-lock-cipher';

const JOB = '6f1c2d9e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const OTHER_JOB = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('DeviceLockCipher', () => {
  const cipher = new DeviceLockCipher({ deviceLockKey: 'a-device-lock-key-that-is-long-enough-0123' });

  it('opens what it sealed, and never keeps the code in clear', () => {
    const sealed = cipher.seal(JOB, '1479');
    expect(Buffer.from(sealed.ciphertext).toString('utf8')).not.toContain('1479');
    expect(sealed.iv).toHaveLength(12);
    expect(sealed.authTag).toHaveLength(16);
    expect(cipher.open(JOB, sealed)).toBe('1479');
  });

  it('uses a new IV each time, so equal codes do not look equal', () => {
    const first = cipher.seal(JOB, 'sekret-ë');
    const second = cipher.seal(JOB, 'sekret-ë');
    expect(Buffer.from(first.ciphertext).equals(second.ciphertext)).toBe(false);
    expect(cipher.open(JOB, second)).toBe('sekret-ë');
  });

  it('refuses a code moved to another job, altered, or sealed with another key', () => {
    const sealed = cipher.seal(JOB, '1234');
    expect(cipher.open(OTHER_JOB, sealed)).toBeNull();
    const altered = Buffer.from(sealed.ciphertext);
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(cipher.open(JOB, { ...sealed, ciphertext: altered })).toBeNull();
    expect(
      new DeviceLockCipher({ deviceLockKey: 'another-device-lock-key-that-is-long-enough' }).open(JOB, sealed),
    ).toBeNull();
  });
});
