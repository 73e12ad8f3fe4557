import type { Country } from '../countries';

/**
 * The shop's fiscal profile: which tax office's rules its receipts follow and its identifiers there.
 * The format rules live here once, for the server's validation and the Business tab's form alike.
 */

/**
 * NIPT (Albania): a letter, eight digits and a check letter, e.g. K12345678L (the tax office's format;
 * its check-letter algorithm is not published, so only the shape is checked).
 */
export const NIPT_PATTERN = /^[A-Z]\d{8}[A-Z]$/;
/** NUI (Kosovo's unique business number, "Numri Unik Identifikues"): nine digits. */
export const NUI_PATTERN = /^\d{9}$/;
/**
 * Albania's CIS codes of a business unit, a cash register (TCR), a cashier (operator) and a software:
 * two lowercase letters, three digits, two letters, three digits (e.g. ab123cd456), the pattern the CIS
 * schema gives BusinUnitCode, TCRCode, OperatorCode and SoftCode (the same as Montenegro's schema).
 */
export const CIS_CODE_PATTERN = /^[a-z]{2}\d{3}[a-z]{2}\d{3}$/;
/**
 * Kosovo's fiscalization number given by ATK: digits only (ATK's sample clients, fiskalizimi/pos-golang,
 * carry the business's ids as uint64 numbers: PosCoupon.BusinessId, the onboarding request's nui).
 */
export const KOSOVO_FISCALIZATION_NUMBER_PATTERN = /^\d{1,20}$/;
/** Kosovo's branch as ATK numbers them (the onboarding request's uint64 branchId): a positive whole number. */
export const KOSOVO_BRANCH_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The biggest .p12 accepted: a certificate with its chain is a few kilobytes. */
export const FISCAL_CERTIFICATE_MAX_BYTES = 64 * 1024;
/** The longest certificate password accepted. */
export const FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH = 200;

/** Why a value does not fit its format, in Albanian; null when it fits. */
export const FISCAL_FORMAT_MESSAGES = {
  nipt: 'NIPT-i ka një shkronjë, 8 shifra dhe një shkronjë (p.sh. K12345678L).',
  businessUnitCode: 'Kodi i njësisë së biznesit ka 2 shkronja, 3 shifra, 2 shkronja dhe 3 shifra (p.sh. ab123cd456).',
  tcrCode: 'Kodi i arkës (TCR) ka 2 shkronja, 3 shifra, 2 shkronja dhe 3 shifra (p.sh. ab123cd456).',
  operatorCode: 'Kodi i operatorit ka 2 shkronja, 3 shifra, 2 shkronja dhe 3 shifra (p.sh. ab123cd456).',
  nui: 'NUI-ja ka 9 shifra.',
  fiscalizationNumber: 'Numri i fiskalizimit përmban vetëm shifra (deri në 20).',
  branchId: 'Numri i njësisë (degës) është një numër i plotë pozitiv.',
} as const;

export type FiscalField = keyof typeof FISCAL_FORMAT_MESSAGES;

const FISCAL_PATTERNS: Record<FiscalField, RegExp> = {
  nipt: NIPT_PATTERN,
  businessUnitCode: CIS_CODE_PATTERN,
  tcrCode: CIS_CODE_PATTERN,
  operatorCode: CIS_CODE_PATTERN,
  nui: NUI_PATTERN,
  fiscalizationNumber: KOSOVO_FISCALIZATION_NUMBER_PATTERN,
  branchId: KOSOVO_BRANCH_ID_PATTERN,
};

/** Whether the value fits the field's format (the value as sent: trimmed, NIPT in capitals). */
export const fitsFiscalFormat = (field: FiscalField, value: string): boolean => FISCAL_PATTERNS[field].test(value);

export type FiscalCountry = Country;

export type FiscalProfileRequest =
  | {
      country: 'albania';
      nipt: string;
      businessUnitCode: string;
      tcrCode?: string | null;
      /** The owner's cashier code at the CIS, also used by a staff member who has none. */
      operatorCode?: string | null;
    }
  | { country: 'kosovo'; nui: string; fiscalizationNumber: string; branchId: string }
  | { country: 'north_macedonia' };

/** What the shop sees of its certificate: never the certificate itself or its password. */
export interface FiscalCertificateFacts {
  subject: string;
  /** The NIPT the certificate was issued for, when it names one. */
  nipt: string | null;
  validFrom: string;
  validTo: string;
  /** SHA-256 of the certificate (DER), hex in capitals with colons. */
  fingerprint: string;
  uploadedAt: string;
}

/**
 * Whether the Albanian shop's cash register has its TCR code: `registered` once it has one (typed in, or
 * answered by the CIS when Servisi registered it), `not_registered` until then.
 */
export type TcrRegistrationState = 'registered' | 'not_registered';

export type FiscalProfileResponse =
  | { country: null; certificate: null }
  | {
      country: 'albania';
      nipt: string;
      businessUnitCode: string;
      tcrCode: string | null;
      tcrRegistration: TcrRegistrationState;
      /** Why the register is not registered yet, in Albanian (the last try's outcome); null when it is, or was never tried. */
      tcrRegistrationProblem: string | null;
      operatorCode: string | null;
      certificate: FiscalCertificateFacts | null;
      updatedAt: string;
    }
  | {
      country: 'kosovo';
      nui: string;
      fiscalizationNumber: string;
      branchId: string;
      /** Kosovo's tills sign with keys of their own, not with a certificate the shop uploads. */
      certificate: null;
      updatedAt: string;
    }
  | { country: 'north_macedonia'; certificate: null; updatedAt: string };

export interface FiscalCertificateResponse {
  success: true;
  certificate: FiscalCertificateFacts;
  /** The register's code after the upload (Servisi registers a register without one with the CIS then). */
  tcrCode: string | null;
  tcrRegistration: TcrRegistrationState;
  tcrRegistrationProblem: string | null;
}

/** POST /business/fiscal/tcr: the register registered with the CIS (or already holding its code). */
export interface TcrRegistrationResponse {
  success: true;
  tcrCode: string;
  tcrRegistration: 'registered';
}
