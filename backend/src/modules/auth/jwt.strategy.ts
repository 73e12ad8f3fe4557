import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { UserEntity } from './entities/user.entity';
import { InvalidSessionException } from './auth.exceptions';

export interface TokenPayload {
  sub: string;
  /** The user's session version when the token was issued. */
  ver: number;
}

/** A token is valid only while its user exists and has not ended its sessions since. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: TokenPayload): Promise<UserEntity> {
    // Only this server signs tokens, but a sub that is no UUID must not reach the uuid column.
    if (!isUUID(payload.sub) || typeof payload.ver !== 'number') throw new InvalidSessionException();
    const user = await this.users.findOneBy({ id: payload.sub });
    if (!user || user.sessionVersion !== payload.ver) throw new InvalidSessionException();
    return user;
  }
}
