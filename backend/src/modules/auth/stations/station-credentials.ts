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

  /** The station the credential names, while it exists and the credential is its latest pairing's. */
  async principal(payload: StationTokenPayload): Promise<StationPrincipal> {
    const [station] = await preparedQuery<{ id: string; name: string; businessId: string; businessName: string; version: number }>(
      this.dataSource,
      `UPDATE print_stations s SET last_seen_at = now()
         FROM businesses b
        WHERE s.id = $1 AND b.id = s.business_id
        RETURNING s.id, s.name, s.business_id AS "businessId", b.name AS "businessName", s.credential_version AS version`,
      [payload.st],
    );
    if (!station || station.version !== payload.ver) throw new StationUnpairedException();
    return { kind: 'station', stationId: station.id, stationName: station.name, businessId: station.businessId, businessName: station.businessName, isAdmin: false };
  }
}
