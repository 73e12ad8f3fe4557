import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../../common/http/api-exception';
import type { StationPrincipal } from '../authenticated-user';
import { StationLoginsRepository } from './station-logins.repository';

/** What a station's credential says: the station and the pairing it came from. */
export interface StationTokenPayload {
  st: string;
  ver: number;
  exp?: number;
}

/** A paired browser keeps printing until the station is removed or paired again: ten years. */
const STATION_TOKEN_LIFETIME = '3650d';

/** How often a station's last request is written down (the shop's list says when it was last seen). */
const SEEN_EVERY = '1 minute';

export class StationUnpairedException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNAUTHORIZED,
      'Ky printer nuk është më i çiftuar me dyqanin. Hapni një lidhje të re çiftimi nga dyqani.',
      ERROR_CODES.stationUnpaired,
    );
  }
}

/** Signs a station's credential when it is paired, and checks one on every request of the station. */
@Injectable()
export class StationCredentials {
  constructor(
    private readonly jwt: JwtService,
    private readonly stations: StationLoginsRepository,
  ) {}

  sign(stationId: string, version: number): Promise<string> {
    const payload: StationTokenPayload = { st: stationId, ver: version };
    return this.jwt.signAsync(payload, { expiresIn: STATION_TOKEN_LIFETIME });
  }

  /**
   * The station the credential names, while it exists and the credential is its latest pairing's. When
   * it was last seen is written at most once a minute: a station asks every few seconds, and a write per
   * request would be most of what its polling costs the database.
   */
  async principal(payload: StationTokenPayload): Promise<StationPrincipal> {
    const station = await this.stations.find(payload.st, SEEN_EVERY);
    if (!station || station.version !== payload.ver) throw new StationUnpairedException();
    if (station.stale) await this.stations.markSeen(station.id);
    return {
      kind: 'station',
      stationId: station.id,
      stationName: station.name,
      businessId: station.businessId,
      businessName: station.businessName,
      isAdmin: false,
    };
  }
}
