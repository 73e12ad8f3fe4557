import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import type { FiscalDocumentRow } from './fiscal-documents.repository';

export function toFiscalDocumentResponse(row: FiscalDocumentRow): FiscalDocumentResponse {
  return {
    id: row.id,
    country: row.country,
    kind: row.kind,
    jobId: row.jobId,
    paymentId: row.paymentId,
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
