import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ERROR_CODES, type LoginResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import type { UserEntity } from './entities/user.entity';
import type { TokenPayload } from './jwt.strategy';
import { InvalidSessionException } from './auth.exceptions';
import { AccountsRepository } from './sessions/accounts.repository';
import { UserSessionsRepository } from './sessions/user-sessions.repository';
import { toUserResponse } from './user.mapper';

/** Issues the login answer shared by shop owners and the administrator: a token for a new session. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: UserSessionsRepository,
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async loginResponse(user: UserEntity): Promise<LoginResponse> {
    const account = await this.accounts.account(user.id);
    // Removed between the password check and now (the shop deleted): as if it had never existed.
    if (!account) throw new InvalidSessionException(ERROR_CODES.accountDeleted);
    const sid = this.sessions.newId();
    const payload: TokenPayload = { sub: account.id, ver: account.sessionVersion, sid };
    const token = await this.jwt.signAsync(payload);
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.open(sid, user.id, new Date(), new Date(exp * 1000));
    return { success: true, user: toUserResponse(account, this.clock.now()), access_token: token };
  }
}
