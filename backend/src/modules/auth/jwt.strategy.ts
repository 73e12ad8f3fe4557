import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ERROR_CODES } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import type { AuthenticatedUser, StationPrincipal } from './authenticated-user';
import { InvalidSessionException } from './auth.exceptions';
import { AccountsRepository } from './sessions/accounts.repository';
import { StationCredentials, type StationTokenPayload } from './stations/station-credentials';

export interface TokenPayload {
  sub: string;
  /** The user's session version when the token was issued. */
  ver: number;
  /** The session (user_sessions) the token belongs to; tokens issued before sessions were kept have none. */
  sid?: string;
  /** Set by the signer; a token without it would never expire and is refused. */
  exp?: number;
}

const isStationToken = (payload: TokenPayload | StationTokenPayload): payload is StationTokenPayload => 'st' in payload;

/**
 * A token is valid only while its user exists and has not ended its sessions since; a print station's
 * while the station exists and was not paired again since.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly accounts: AccountsRepository,
    private readonly stations: StationCredentials,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object built once: given a string, jsonwebtoken would try to parse it as a public key on
      // every request (a fifth of the CPU under load). jsonwebtoken takes KeyObjects; the types lag behind.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: TokenPayload | StationTokenPayload): Promise<AuthenticatedUser | StationPrincipal> {
    if (isStationToken(payload)) {
      if (!isUUID(payload.st) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
        throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
      return this.stations.principal(payload);
    }
    // Only this server signs tokens, but a sub that is no UUID must not reach the uuid column.
    const sid = payload.sid === undefined ? null : payload.sid;
    if (
      !isUUID(payload.sub) ||
      typeof payload.ver !== 'number' ||
      typeof payload.exp !== 'number' ||
      (sid !== null && !isUUID(sid))
    ) {
      throw new InvalidSessionException(ERROR_CODES.sessionInvalid);
    }
    // A database failure here propagates as it is (503), never as a refused session.
    const found = await this.accounts.find(payload.sub, sid);
    if (!found) throw new InvalidSessionException(ERROR_CODES.accountDeleted);
    const { sessionOpen, ...user } = found;
    if (user.sessionVersion !== payload.ver || !sessionOpen)
      throw new InvalidSessionException(ERROR_CODES.sessionRevoked);
    return { ...user, sessionId: sid };
  }
}
