import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JwtService } from '@nestjs/jwt';
import type { DataSource } from 'typeorm';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../../common/http/api-exception';
import { preparedQuery } from '../../../database/prepared-queries';
import type { StationPrincipal } from '../authenticated-user';

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
    super(HttpStatus.UNAUTHORIZED, 'Ky printer nuk është më i çiftuar me dyqanin. Hapni një lidhje të re çiftimi nga dyqani.', ERROR_CODES.stationUnpaired);
  }
}

/** Signs a station's credential when it is paired, and checks one on every request of the station. */
@Injectable()
export class StationCredentials {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const [station] = await preparedQuery<{ id: string; name: string; businessId: string; businessName: string; version: number; stale: boolean }>(
      this.dataSource,
      `SELECT s.id, s.name, s.business_id AS "businessId", b.name AS "businessName", s.credential_version AS version,
              (s.last_seen_at IS NULL OR s.last_seen_at < now() - interval '${SEEN_EVERY}') AS stale
         FROM print_stations s JOIN businesses b ON b.id = s.business_id
        WHERE s.id = $1`,
      [payload.st],
    );
    if (!station || station.version !== payload.ver) throw new StationUnpairedException();
    if (station.stale) await preparedQuery(this.dataSource, `UPDATE print_stations SET last_seen_at = now() WHERE id = $1`, [station.id]);
    return { kind: 'station', stationId: station.id, stationName: station.name, businessId: station.businessId, businessName: station.businessName, isAdmin: false };
  }
}
