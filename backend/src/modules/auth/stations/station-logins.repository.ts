import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';

/** A paired print station as its credential is checked: `stale` when its last visit is older than `seenEvery`. */
export interface StationLoginRow {
  id: string;
  name: string;
  businessId: string;
  businessName: string;
  version: number;
  stale: boolean;
}

/**
 * What a station's credential is checked against on each of its requests (print_stations, written by
 * the printing module): prepared statements, since a station polls every few seconds.
 */
@Injectable()
export class StationLoginsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(stationId: string, seenEvery: string): Promise<StationLoginRow | null> {
    const [station] = await preparedQuery<StationLoginRow>(
      this.dataSource,
      `SELECT s.id, s.name, s.business_id AS "businessId", b.name AS "businessName", s.credential_version AS version,
              (s.last_seen_at IS NULL OR s.last_seen_at < now() - interval '${seenEvery}') AS stale
         FROM print_stations s JOIN businesses b ON b.id = s.business_id
        WHERE s.id = $1`,
      [stationId],
    );
    return station ?? null;
  }

  async markSeen(stationId: string): Promise<void> {
    await preparedQuery(this.dataSource, `UPDATE print_stations SET last_seen_at = now() WHERE id = $1`, [stationId]);
  }
}
