import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import type { AtkStoredCoupon } from '../kosovo/atk-stored-coupon';
import { qrCodeText } from '../kosovo/atk-signed-coupon';
import type { FiscalDocumentRow } from './fiscal-documents.repository';

/** A Kosovo receipt's QR code: the citizen coupon as its till signed it. */
const kosovoQrCode = (row: FiscalDocumentRow): string | null =>
  row.country === 'kosovo' && row.citizenSignature
    ? qrCodeText((row.message as AtkStoredCoupon).citizenCoupon, row.citizenSignature)
    : null;

export function toFiscalDocumentResponse(row: FiscalDocumentRow): FiscalDocumentResponse {
  return {
    id: row.id,
    country: row.country,
    kind: row.kind,
    jobId: row.jobId,
    paymentId: row.paymentId,
    saleId: row.saleId,
    correctsId: row.correctsId,
    number: row.number,
    ordinal: row.ordinal,
    // Exactly as signed: the NSLF is computed over this text, not over the instant.
    issuedAt: row.issueDateTime,
    total: row.total,
    currency: row.currency,
    status: row.status,
    offline: row.offline,
    iic: row.iic,
    iicSignature: row.iicSignature,
    fic: row.fic,
    verificationUrl: row.verificationUrl,
    qrCode: kosovoQrCode(row),
    posId: row.posId,
    awaitingSignature: row.country === 'kosovo' && row.status === 'pending' && row.posSignature === null,
    businessUnitCode: row.businessUnitCode,
    tcrCode: row.tcrCode,
    softwareCode: row.softwareCode,
    operatorCode: row.operatorCode,
    error: row.lastError,
    attempts: row.attempts,
    fiscalizedAt: row.fiscalizedAt?.toISOString() ?? null,
    printCount: row.printCount,
  };
}
