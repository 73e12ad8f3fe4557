import { SecretSealer } from './sealed-secret';

const SECRET = 'a-configured-secret-that-is-long-enough-0123';

describe('SecretSealer', () => {
  const sealer = new SecretSealer(SECRET, 'test/aes-256-gcm');

  it('opens what it sealed, for the same owner only', () => {
    const sealed = sealer.seal('shop-1', Buffer.from('sekret'));
    expect(Buffer.from(sealed.ciphertext).toString('utf8')).not.toContain('sekret');
    expect(sealer.open('shop-1', sealed)?.toString('utf8')).toBe('sekret');
    expect(sealer.open('shop-2', sealed)).toBeNull();
  });

  it('keeps each label its own key', () => {
    const sealed = sealer.seal('shop-1', Buffer.from('sekret'));
    expect(new SecretSealer(SECRET, 'another/aes-256-gcm').open('shop-1', sealed)).toBeNull();
  });
});
