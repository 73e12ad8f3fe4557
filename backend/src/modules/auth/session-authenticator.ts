import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ERROR_CODES } from '@repair-shop/contracts';
import type { AuthenticatedUser, StationPrincipal } from './authenticated-user';
import { InvalidSessionException } from './auth.exceptions';
import { BearerTokens } from './bearer-tokens';
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
 * Who a bearer token is, checked on every request: a token is valid only while its user exists and has not ended
 * its sessions since; a print station's while the station exists and was not paired again since.
 */
@Injectable()
export class SessionAuthenticator {
  constructor(
    private readonly tokens: BearerTokens,
    private readonly accounts: AccountsRepository,
    private readonly stations: StationCredentials,
  ) {}

  async principalOf(token: string): Promise<AuthenticatedUser | StationPrincipal> {
    // Claims are what this server signed; their shapes are still checked below.
    const payload = this.tokens.payloadOf(token) as unknown as TokenPayload | StationTokenPayload;
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
    if (found.user.sessionVersion !== payload.ver || !found.sessionOpen)
      throw new InvalidSessionException(ERROR_CODES.sessionRevoked);
    return found.user;
  }
}
