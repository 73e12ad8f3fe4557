import { PRODUCT_PASSWORD_HASH_COST } from '../../common/crypto/password-hash-cost';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  it("hashes with argon2id at argon2's own cost (64 MiB, 3 passes, 4 lanes) and checks the password", async () => {
    const hasher = new PasswordHasher(PRODUCT_PASSWORD_HASH_COST);
    const hashed = await hasher.hash('sekret-i-forte-123');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await hasher.verify(hashed, 'sekret-i-forte-123')).toBe(true);
    expect(await hasher.verify(hashed, 'sekret-i-forte-124')).toBe(false);
    expect(await hasher.verify('not a hash', 'sekret-i-forte-123')).toBe(false);
  });

  it('checks a password against a hash of another cost by the cost the hash names', async () => {
    const cheap = await new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash('fjalekalim-1');
    expect(await new PasswordHasher(PRODUCT_PASSWORD_HASH_COST).verify(cheap, 'fjalekalim-1')).toBe(true);
  });
});
