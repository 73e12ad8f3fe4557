import { Inject, Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { PASSWORD_HASH_COST, type PasswordHashCost } from '../../common/crypto/password-hash-cost';

@Injectable()
export class PasswordHasher {
  constructor(@Inject(PASSWORD_HASH_COST) private readonly cost: PasswordHashCost) {}

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...this.cost });
  }

  /** The hash names its own cost, so a password is checked as it was hashed. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
