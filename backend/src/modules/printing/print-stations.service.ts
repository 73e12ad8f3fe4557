import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type {
  PrintStationCreatedResponse,
  PrintStationPairedResponse,
  PrintStationResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { sentFields } from '../../common/validation/if-present';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { hashSingleUseToken, newSingleUseToken } from '../auth';
import { StationCredentials } from '../auth';
import { requireBusinessId } from '../business';
import { settleUnsignedOfTill, type UnsignedCouponsChoice } from '../fiscal';
import type { PrintStationDto, PrintStationUpdateDto } from './dto/print-station.dto';
import { toPrintStationResponse } from './print-job.mapper';
import {
  deletePrintStation,
  insertPrintStation,
  lockPrintStation,
  printStationOfShop,
  setPairingLink,
  spendPairingLink,
  stationsOfShop,
  updatePrintStation,
} from './print-stations.repository';
import { PairingLinkInvalidException, PrintStationNotFoundException } from './printing.exceptions';

/** How long a pairing link can be opened. */
const PAIRING_LIFETIME_MS = 24 * 60 * 60 * 1000;

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
    const rows = await stationsOfShop(this.dataSource, requireBusinessId(businessId));
    return rows.map(toPrintStationResponse);
  }

  async create(businessId: string | null, dto: PrintStationDto): Promise<Omit<PrintStationCreatedResponse, 'success'>> {
    const shop = requireBusinessId(businessId);
    const id = randomUUID();
    await insertPrintStation(this.dataSource, { id, businessId: shop, name: dto.name, createdAt: this.clock.now() });
    return this.newPairingLink(shop, id);
  }

  async update(
    businessId: string | null,
    stationId: string,
    dto: PrintStationUpdateDto,
  ): Promise<PrintStationResponse> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const sent = sentFields(dto);
    if (Object.keys(sent).length > 0 && !(await updatePrintStation(this.dataSource, shop, stationId, sent))) {
      throw new PrintStationNotFoundException();
    }
    return this.one(shop, stationId);
  }

  /**
   * Removes the station: its credential stops working at once, its waiting documents go with it. As a
   * Kosovo till, the coupons it has not signed are settled first as the owner chose (settleUnsignedOfTill),
   * under the station's lock, then its print jobs' (the order a claim takes them in), then the coupons'.
   */
  async remove(businessId: string | null, stationId: string, unsigned: UnsignedCouponsChoice): Promise<void> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const removed = await this.dataSource.transaction(async (manager) => {
      if (!(await lockPrintStation(manager, shop, stationId))) return false;
      await settleUnsignedOfTill(manager, shop, stationId, 'station', unsigned);
      return deletePrintStation(manager, shop, stationId);
    });
    if (!removed) throw new PrintStationNotFoundException();
  }

  /**
   * A new single-use pairing link for the station (the previous one no longer works). The browser paired
   * before keeps printing until the new link is used.
   */
  async newPairingLink(
    businessId: string | null,
    stationId: string,
  ): Promise<Omit<PrintStationCreatedResponse, 'success'>> {
    const shop = requireBusinessId(businessId, () => new PrintStationNotFoundException());
    const { token, tokenHash } = newSingleUseToken();
    const expiresAt = new Date(this.clock.now().getTime() + PAIRING_LIFETIME_MS);
    if (!(await setPairingLink(this.dataSource, shop, stationId, tokenHash, expiresAt)))
      throw new PrintStationNotFoundException();
    return { station: await this.one(shop, stationId), pairingUrl: `${this.config.publicUrl}/print/pair/${token}` };
  }

  /**
   * Spends a pairing link: one statement, so that the same link opened twice pairs one browser. The new
   * credential's version ends the one of any browser paired before.
   */
  async pair(token: string): Promise<Omit<PrintStationPairedResponse, 'success'>> {
    const station = await spendPairingLink(this.dataSource, hashSingleUseToken(token), this.clock.now());
    if (!station) throw new PairingLinkInvalidException();
    return {
      stationToken: await this.credentials.sign(station.id, station.version),
      station: { id: station.id, name: station.name, businessName: station.businessName },
    };
  }

  private async one(shop: string, stationId: string): Promise<PrintStationResponse> {
    const row = await printStationOfShop(this.dataSource, shop, stationId);
    if (!row) throw new PrintStationNotFoundException();
    return toPrintStationResponse(row);
  }
}
