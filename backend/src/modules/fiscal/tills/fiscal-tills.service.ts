import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FiscalPaymentTillResponse, FiscalTillResponse, StationFiscalTillResponse } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import {
  FiscalTillKeyExistsException,
  FiscalTillNotFoundException,
  FiscalTillNotKosovoException,
} from '../fiscal.exceptions';
import { findFiscalProfile } from '../profile/fiscal-profiles.repository';
import {
  clearTillKey,
  findTillOfStation,
  keyedTillsOfShop,
  notifyTillChanged,
  registerTillKey,
  tillsOfShop,
  type FiscalTillRow,
} from './fiscal-tills.repository';
import { settleUnsignedOfTill, type UnsignedCouponsChoice } from './fiscal-till-removal';
import { tillKeyFingerprint, tillPublicKey, tillPublicKeyPem } from './till-public-key';

/** Station scope: the station and its shop, from its credential. */
export interface TillStation {
  stationId: string;
  businessId: string;
}

/**
 * Kosovo's tills: a station registers the public key its browser made, once; the owner reads the POS numbers
 * and keys to register them with ATK, and asks for a new key when a station's browser lost its own.
 */
@Injectable()
export class FiscalTillsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async ofStation(station: TillStation): Promise<StationFiscalTillResponse> {
    const [profile, till] = await Promise.all([
      findFiscalProfile(this.dataSource, station.businessId),
      findTillOfStation(this.dataSource, station.businessId, station.stationId),
    ]);
    return stationTillResponse(profile?.country === 'kosovo', till);
  }

  /** The same key again is answered as registered (a station retrying); another key is refused. */
  async registerKey(station: TillStation, publicKey: string): Promise<StationFiscalTillResponse> {
    tillPublicKey(publicKey);
    const till = await this.dataSource.transaction(async (manager) => {
      const profile = await findFiscalProfile(manager, station.businessId);
      if (profile?.country !== 'kosovo') throw new FiscalTillNotKosovoException();
      return registerTillKey(manager, station.businessId, station.stationId, publicKey, this.clock.now());
    });
    if (!till) throw new FiscalTillNotFoundException();
    if (till.publicKey !== publicKey) throw new FiscalTillKeyExistsException();
    return stationTillResponse(true, till);
  }

  async ofShop(businessId: string): Promise<FiscalTillResponse[]> {
    return (await tillsOfShop(this.dataSource, businessId)).map((till) => ({
      stationId: till.stationId,
      stationName: till.stationName,
      posId: till.posId,
      publicKeyPem: till.publicKey && tillPublicKeyPem(till.publicKey),
      fingerprint: till.publicKey && tillKeyFingerprint(till.publicKey),
      keyRegisteredAt: till.keyRegisteredAt?.toISOString() ?? null,
    }));
  }

  /** The tills a payment may name: a Kosovo shop's tills holding a key (none elsewhere). */
  async forPayments(businessId: string): Promise<FiscalPaymentTillResponse[]> {
    const [profile, tills] = await Promise.all([
      findFiscalProfile(this.dataSource, businessId),
      keyedTillsOfShop(this.dataSource, businessId),
    ]);
    if (profile?.country !== 'kosovo') return [];
    return tills.map(({ stationId, stationName, posId }) => ({ stationId, stationName, posId }));
  }

  /**
   * The owner's explicit request: the station's next key is taken in place of this one. Coupons the till
   * has not signed are kept for that key or given up, as the owner chose (settleUnsignedOfTill).
   */
  async requestNewKey(businessId: string, stationId: string, choice: UnsignedCouponsChoice): Promise<void> {
    const cleared = await this.dataSource.transaction(async (manager) => {
      await settleUnsignedOfTill(manager, businessId, stationId, 'key', choice);
      // The station registers its next key at once, not at its next look at the till.
      await notifyTillChanged(manager, businessId, stationId);
      return clearTillKey(manager, businessId, stationId);
    });
    if (!cleared) throw new FiscalTillNotFoundException();
  }
}

const stationTillResponse = (required: boolean, till: FiscalTillRow | null): StationFiscalTillResponse => ({
  required,
  posId: till?.posId ?? null,
  publicKey: till?.publicKey ?? null,
});
