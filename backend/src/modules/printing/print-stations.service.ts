import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PrintStationCreatedResponse, PrintStationPairedResponse, PrintStationResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { sentFields } from '../../common/validation/if-present';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { preparedQuery } from '../../database/prepared-queries';
import { hashSingleUseToken, newSingleUseToken } from '../auth/single-use-token';
import { StationCredentials } from '../auth/stations/station-credentials';
import { requireBusinessId } from '../business/business-scope';
import type { PrintStationDto, PrintStationUpdateDto } from './dto/print-station.dto';
import { PRINT_STATION_COLUMNS, toPrintStationResponse, type PrintStationRow } from './print-job.mapper';
import { PairingLinkInvalidException, PrintStationNotFoundException } from './printing.exceptions';

/** How long a pairing link can be opened. */
const PAIRING_LIFETIME_MS = 24 * 60 * 60 * 1000;

const UPDATABLE: Record<keyof PrintStationUpdateDto, string> = {
  name: 'name',
  autoPrintLabels: 'auto_print_labels',
  autoLabelSize: 'auto_label_size',
};

/** A shop's print stations, and pairing a browser with one. */
@Injectable()
export class PrintStationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly credentials: StationCredentials,
    private readonly clock: Clock,
  ) {}

  async list(businessId: string | null): Promise<PrintStationResponse[]> {
    const rows = await preparedQuery<PrintStationRow>(
      this.dataSource,
      `SELECT ${PRINT_STATION_COLUMNS} FROM print_stations s WHERE s.business_id = $1 ORDER BY s.created_at, s.id`,
      [requireBusinessId(businessId)],
    );
    return rows.map(toPrintStationResponse);
  }

  async create(businessId: string | null, dto: PrintStationDto): Promise<Omit<PrintStationCreatedResponse, 'success'>> {
    const shop = requireBusinessId(businessId);
    const id = randomUUID();
    await preparedQuery(this.dataSource, `INSERT INTO print_stations (id, business_id, name, created_at) VALUES ($1, $2, $3, $4)`, [id, shop, dto.name, this.clock.now()]);
    return this.newPairingLink(shop, id);
  }

  async update(businessId: string | null, stationId: string, dto: PrintStationUpdateDto): Promise<PrintStationResponse> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const sets: string[] = [];
    const values: unknown[] = [stationId, shop];
    for (const [field, value] of Object.entries(sentFields(dto)) as [keyof PrintStationUpdateDto, unknown][]) {
      values.push(value);
      sets.push(`${UPDATABLE[field]} = $${values.length}`);
    }
    if (sets.length > 0) {
      const [updated] = await preparedQuery<{ id: string }>(this.dataSource, `UPDATE print_stations SET ${sets.join(', ')} WHERE id = $1 AND business_id = $2 RETURNING id`, values);
      if (!updated) throw new PrintStationNotFoundException();
    }
    return this.one(shop, stationId);
  }

  /** Removes the station: its credential stops working at once, its waiting documents go with it. */
  async remove(businessId: string | null, stationId: string): Promise<void> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const [removed] = await preparedQuery<{ id: string }>(this.dataSource, `DELETE FROM print_stations WHERE id = $1 AND business_id = $2 RETURNING id`, [stationId, shop]);
    if (!removed) throw new PrintStationNotFoundException();
  }

  /**
   * A new single-use pairing link for the station (the previous one no longer works). The browser paired
   * before keeps printing until the new link is used.
   */
  async newPairingLink(businessId: string | null, stationId: string): Promise<Omit<PrintStationCreatedResponse, 'success'>> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const { token, tokenHash } = newSingleUseToken();
    const expiresAt = new Date(this.clock.now().getTime() + PAIRING_LIFETIME_MS);
    const [station] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `UPDATE print_stations SET pairing_token_hash = $3, pairing_expires_at = $4 WHERE id = $1 AND business_id = $2 RETURNING id`,
      [stationId, shop, tokenHash, expiresAt],
    );
    if (!station) throw new PrintStationNotFoundException();
    return { station: await this.one(shop, stationId), pairingUrl: `${this.config.publicUrl}/print/pair/${token}` };
  }

  /**
   * Spends a pairing link: one statement, so that the same link opened twice pairs one browser. The new
   * credential's version ends the one of any browser paired before.
   */
  async pair(token: string): Promise<Omit<PrintStationPairedResponse, 'success'>> {
    const [station] = await preparedQuery<{ id: string; name: string; businessName: string; version: number }>(
      this.dataSource,
      `UPDATE print_stations s
          SET pairing_token_hash = NULL, pairing_expires_at = NULL, paired_at = $2, credential_version = s.credential_version + 1
         FROM businesses b
        WHERE s.pairing_token_hash = $1 AND s.pairing_expires_at > $2 AND b.id = s.business_id
        RETURNING s.id, s.name, b.name AS "businessName", s.credential_version AS version`,
      [hashSingleUseToken(token), this.clock.now()],
    );
    if (!station) throw new PairingLinkInvalidException();
    return {
      stationToken: await this.credentials.sign(station.id, station.version),
      station: { id: station.id, name: station.name, businessName: station.businessName },
    };
  }

  private async one(shop: string, stationId: string): Promise<PrintStationResponse> {
    const [row] = await preparedQuery<PrintStationRow>(this.dataSource, `SELECT ${PRINT_STATION_COLUMNS} FROM print_stations s WHERE s.id = $1 AND s.business_id = $2`, [
      stationId,
      shop,
    ]);
    if (!row) throw new PrintStationNotFoundException();
    return toPrintStationResponse(row);
  }
}
