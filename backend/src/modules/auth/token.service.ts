import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { LoginResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import type { UserEntity } from './entities/user.entity';
import type { TokenPayload } from './jwt.strategy';
import { toUserResponse } from './user.mapper';

/** Issues the login answer shared by shop owners and the administrator. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  async loginResponse(user: UserEntity): Promise<LoginResponse> {
    const payload: TokenPayload = { sub: user.id, ver: user.sessionVersion };
    return {
      success: true,
      user: toUserResponse(user, this.clock.now()),
      access_token: await this.jwt.signAsync(payload),
    };
  }
}
