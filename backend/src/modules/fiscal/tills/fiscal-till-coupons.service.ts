import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  atkBytesToSign,
  type FiscalDocumentResponse,
  type StationCouponSignaturesRequest,
  type StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { FiscalDocumentsService } from '../documents/fiscal-documents.service';
import { findFiscalDocument, recordTillSignatures, unsignedOfTill } from '../documents/fiscal-documents.repository';
import {
  FiscalCouponAlreadySignedException,
  FiscalDocumentNotFoundException,
  FiscalSignatureInvalidException,
} from '../fiscal.exceptions';
import type { AtkStoredCoupon } from '../kosovo/atk-stored-coupon';
import { verifyAtkSignature } from '../kosovo/atk-signature';
import { findTillOfStation } from './fiscal-tills.repository';
import type { TillStation } from './fiscal-tills.service';
import { tillPublicKey } from './till-public-key';

/**
 * The till's side of a Kosovo coupon: it fetches the coupons waiting for its signatures, signs them in its
 * browser and hands the signatures back; they are checked against its registered key before anything is
 * kept, and the coupon is then sent to ATK like any fiscal document.
 */
@Injectable()
export class FiscalTillCouponsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: FiscalDocumentsService,
    private readonly clock: Clock,
  ) {}

  async unsigned(station: TillStation): Promise<StationUnsignedCouponResponse[]> {
    const rows = await unsignedOfTill(this.dataSource, station.businessId, station.stationId);
    return rows.map((row) => {
      const coupon = row.message as AtkStoredCoupon;
      return { id: row.id, number: row.number, posCoupon: coupon.posCoupon, citizenCoupon: coupon.citizenCoupon };
    });
  }

  async sign(
    station: TillStation,
    documentId: string,
    signatures: StationCouponSignaturesRequest,
  ): Promise<FiscalDocumentResponse> {
    const document = await findFiscalDocument(this.dataSource, station.businessId, documentId);
    // Another till's coupon is not this station's to see.
    if (!document || document.country !== 'kosovo' || document.tillStationId !== station.stationId) {
      throw new FiscalDocumentNotFoundException();
    }
    if (document.posSignature !== null || document.status !== 'pending') throw new FiscalCouponAlreadySignedException();
    const till = await findTillOfStation(this.dataSource, station.businessId, station.stationId);
    if (!till?.publicKey) throw new FiscalSignatureInvalidException('posSignature');
    const key = tillPublicKey(till.publicKey);
    const coupon = document.message as AtkStoredCoupon;
    if (!verifyAtkSignature(atkBytesToSign(coupon.posCoupon), signatures.posSignature, key)) {
      throw new FiscalSignatureInvalidException('posSignature');
    }
    if (!verifyAtkSignature(atkBytesToSign(coupon.citizenCoupon), signatures.citizenSignature, key)) {
      throw new FiscalSignatureInvalidException('citizenSignature');
    }
    const now = this.clock.now();
    const signed = await recordTillSignatures(
      this.dataSource,
      { id: documentId, businessId: station.businessId, stationId: station.stationId },
      signatures,
      now,
    );
    if (!signed) throw new FiscalCouponAlreadySignedException();
    const sent = await this.documents.sendIssued(station.businessId, documentId);
    if (!sent) throw new FiscalDocumentNotFoundException();
    return sent;
  }
}
