import type { FiscalDocumentKind, FiscalDocumentResponse } from '@repair-shop/contracts';

/** A document's heading on paper: a refund's (or a correction's) names the sale it corrects. */
export const FISCAL_DOCUMENT_TITLES: Record<FiscalDocumentKind, string> = {
  sale: 'Faturë fiskale',
  refund: 'Faturë korrigjuese',
  correction: 'Faturë korrigjuese',
};

/** Kosovo's documents are the till's coupons: a sale's, or the return of one. */
export const KOSOVO_DOCUMENT_TITLES: Record<FiscalDocumentKind, string> = {
  sale: 'Kupon fiskal',
  refund: 'Kupon fiskal i kthimit',
  correction: 'Kupon fiskal i kthimit',
};

export const fiscalDocumentTitle = (document: FiscalDocumentResponse): string =>
  (document.country === 'kosovo' ? KOSOVO_DOCUMENT_TITLES : FISCAL_DOCUMENT_TITLES)[document.kind];

/** Printed on a reprint (the server counted an earlier print of the document). */
export const COPY_TEXT = 'KOPJE';

/** Albania: printed in place of the NIVF when the tax office could not be reached, or refused the document. */
export const NIVF_LATER_TEXT = 'Pa NIVF: dërguar më vonë te tatimet';
export const NIVF_REFUSED_TEXT = 'Pa NIVF: tatimet e refuzuan faturën';

/** Kosovo: a coupon made or sent while ATK could not be reached says so (sent within 48 hours). */
export const OFFLINE_TEXT = 'OFFLINE';
/** Kosovo: printed before the till signed the coupon: it has no QR code yet. */
export const AWAITING_SIGNATURE_TEXT = 'Kuponi pret nënshkrimin e arkës: kodi QR del në kopjen e radhës';

export interface FiscalField {
  label: string;
  value: string;
}

/**
 * What identifies the document to the tax office, in the order printed, each exactly as it was signed
 * (number and date-time as given, not reformatted: the verification page compares them); what it lacks
 * (Kosovo has no NSLF, a document waiting has no NIVF) is left out.
 */
export function fiscalFields(document: FiscalDocumentResponse): FiscalField[] {
  if (document.country === 'kosovo') return kosovoFields(document);
  const fields: [string, string | null][] = [
    ['Nr. i faturës', document.number],
    ['Data dhe ora', document.issuedAt],
    ['NIVF', document.fic],
    ['NSLF', document.iic],
    ['Njësia e biznesit', document.businessUnitCode],
    ['Arka (TCR)', document.tcrCode],
    ['Operatori', document.operatorCode],
    ['Softueri', document.softwareCode],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([label, value]) => ({ label, value }));
}

/** Kosovo's coupon: its number and date-time, its till (POS) and ATK's transaction once accepted. */
function kosovoFields(document: FiscalDocumentResponse): FiscalField[] {
  const fields: [string, string | null][] = [
    ['Nr. i kuponit', document.number],
    ['Data dhe ora', document.issuedAt],
    ['Arka (POS)', document.posId === null ? null : String(document.posId)],
    ['Transaksioni në ATK', document.fic],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([label, value]) => ({ label, value }));
}

/** Kosovo: "OFFLINE" on a coupon made or sent without ATK, or that its till has still to sign; null otherwise. */
export function kosovoMarkText(document: FiscalDocumentResponse): string | null {
  if (document.country !== 'kosovo') return null;
  if (document.awaitingSignature) return AWAITING_SIGNATURE_TEXT;
  return document.offline ? OFFLINE_TEXT : null;
}

/** The QR code's text: Albania's verification page, or Kosovo's signed citizen coupon. */
export const fiscalQrText = (document: FiscalDocumentResponse): string | null =>
  document.verificationUrl ?? document.qrCode;

/** Albania: why the document has no NIVF on paper; null when it has one (or is not Albania's). */
export function missingNivfText(document: FiscalDocumentResponse): string | null {
  if (document.country !== 'albania' || document.fic) return null;
  return document.status === 'failed' ? NIVF_REFUSED_TEXT : NIVF_LATER_TEXT;
}

/** "Korrigjon faturën nr. 12/2026/ab123cd456": the sale a refund corrects, when it is among the job's documents. */
export function correctsText(
  document: FiscalDocumentResponse,
  documents: readonly FiscalDocumentResponse[],
): string | null {
  const corrected = document.correctsId && documents.find((other) => other.id === document.correctsId);
  return corrected ? `Korrigjon faturën nr. ${corrected.number}` : null;
}

/** The documents a paper carries: a receipt that is no fiscal document prints as any other. */
export const printedFiscalDocuments = (documents: readonly FiscalDocumentResponse[]): FiscalDocumentResponse[] =>
  documents.filter((document) => document.status !== 'not_fiscal');
