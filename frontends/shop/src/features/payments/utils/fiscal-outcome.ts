import type { FiscalDocumentResponse } from '@repair-shop/contracts';

/** What became of a payment's fiscal document at once, as the payment's notice says it. */
export type FiscalOutcome =
  { state: 'fiscalized'; text: string } | { state: 'pending'; text: string } | { state: 'failed'; text: string };

export const FISCAL_PENDING_TEXT =
  'Sistemi i tatimeve nuk u arrit: fatura printohet me NSLF dhe dërgohet automatikisht sapo të ketë lidhje (brenda 48 orëve).';

export const fiscalizedText = (fic: string): string => `Fatura u fiskalizua · NIVF: ${fic}`;

export const fiscalRefusedText = (error: string | null): string =>
  error ? `Tatimet e refuzuan faturën: ${error}` : 'Tatimet e refuzuan faturën.';

/**
 * The document as the payment's answer brought it: accepted (with its NIVF), refused (with the tax
 * office's reason), or waiting to be sent (the office was not reached: printed offline, sent later).
 * Null for a receipt that is no fiscal document.
 */
export function fiscalOutcome(document: FiscalDocumentResponse): FiscalOutcome | null {
  switch (document.status) {
    case 'fiscalized':
      return document.fic
        ? { state: 'fiscalized', text: fiscalizedText(document.fic) }
        : { state: 'pending', text: FISCAL_PENDING_TEXT };
    case 'pending':
      return { state: 'pending', text: FISCAL_PENDING_TEXT };
    case 'failed':
      return { state: 'failed', text: fiscalRefusedText(document.error) };
    case 'not_fiscal':
      return null;
  }
}
