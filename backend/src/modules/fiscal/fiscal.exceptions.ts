import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, FISCAL_CERTIFICATE_MAX_BYTES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

const KILOBYTES = Math.round(FISCAL_CERTIFICATE_MAX_BYTES / 1024);

export class FiscalCertificateUnreadableException extends ApiException {
  constructor(
    detail = 'Skedari nuk është një certifikatë .p12 (PKCS#12) që mund të lexohet. Dërgoni certifikatën e fiskalizimit që ju dha administrata tatimore.',
  ) {
    super(HttpStatus.BAD_REQUEST, detail, ERROR_CODES.fiscalCertificateUnreadable);
  }
}

export class FiscalCertificateWithoutKeyException extends FiscalCertificateUnreadableException {
  constructor() {
    super('Certifikata nuk përmban çelësin privat që i përket. Eksportojeni përsëri si .p12 bashkë me çelësin privat.');
  }
}

export class FiscalCertificateTooLargeException extends ApiException {
  constructor() {
    super(
      HttpStatus.PAYLOAD_TOO_LARGE,
      `Skedari është më i madh se ${KILOBYTES} KB: nuk është një certifikatë .p12.`,
      ERROR_CODES.payloadTooLarge,
    );
  }
}

export class FiscalCertificatePasswordWrongException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      'Fjalëkalimi i certifikatës nuk është i saktë.',
      ERROR_CODES.fiscalCertificatePasswordWrong,
      { field: 'password' },
    );
  }
}

export class FiscalCertificateNotValidNowException extends ApiException {
  constructor(expired: boolean, date: Date) {
    const day = date.toISOString().slice(0, 10).split('-').reverse().join('.');
    super(
      HttpStatus.BAD_REQUEST,
      expired
        ? `Certifikata ka skaduar më ${day}. Ngarkoni certifikatën e re.`
        : `Certifikata vlen nga ${day}. Ngarkojeni kur të hyjë në fuqi.`,
      ERROR_CODES.fiscalCertificateNotValidNow,
    );
  }
}

export class FiscalCertificateNiptMismatchException extends ApiException {
  constructor(profileNipt: string, certificateNipt: string | null) {
    super(
      HttpStatus.BAD_REQUEST,
      certificateNipt
        ? `Certifikata është për NIPT-in ${certificateNipt}, jo për NIPT-in e biznesit (${profileNipt}).`
        : `Certifikata nuk përmban NIPT-in e biznesit (${profileNipt}).`,
      ERROR_CODES.fiscalCertificateNiptMismatch,
    );
  }
}

export class FiscalProfileNotAlbanianException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Certifikata e fiskalizimit ngarkohet për një biznes në Shqipëri: ruani fillimisht NIPT-in dhe kodin e njësisë.',
      ERROR_CODES.fiscalProfileNotAlbanian,
    );
  }
}

export class FiscalCertificateMissingException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Biznesi nuk ka një certifikatë fiskalizimi të vlefshme. Ngarkojeni te Biznesi › Fiskalizimi.',
      ERROR_CODES.fiscalCertificateMissing,
    );
  }
}

/** An Albanian shop's payment cannot be fiscalized: what is missing, in words the owner acts on. */
export class FiscalNotReadyException extends ApiException {
  constructor(missing: string[]) {
    super(
      HttpStatus.CONFLICT,
      `Pagesa nuk u regjistrua: fatura duhet fiskalizuar, por mungon ${missing.join(', ')}. Plotësojeni te Biznesi › Fiskalizimi.`,
      ERROR_CODES.fiscalNotReady,
    );
  }
}

export class FiscalDocumentNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Fatura fiskale nuk u gjet.', ERROR_CODES.notFound);
  }
}

/** A document the CIS would refuse, found before anything is written (the protocol code's reason, as it says it). */
export class FiscalInvoiceInvalidException extends ApiException {
  constructor(reason: string) {
    super(HttpStatus.BAD_REQUEST, `Fatura fiskale nuk mund të përgatitet: ${reason}`, ERROR_CODES.badRequest);
  }
}

/** Albania: bank with cash or card on one invoice (a cash invoice and a non-cash one are two documents). */
export class FiscalMixedPaymentTypesException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'Në Shqipëri një faturë nuk mund të përziejë transferin bankar me paratë në dorë ose kartelën: ndajini në dy shitje.',
      ERROR_CODES.fiscalMixedPaymentTypes,
      { field: 'payments' },
    );
  }
}

/** What a register needs before it is registered with the CIS, or before its cash is. */
export class CashRegisterNotReadyException extends ApiException {
  constructor(what: 'tcr' | 'deposit', missing: string[]) {
    const action = what === 'tcr' ? 'Arka nuk u regjistrua te sistemi i tatimeve' : 'Fondi i arkës nuk u regjistrua';
    super(
      HttpStatus.CONFLICT,
      `${action}: mungon ${missing.join(', ')}. Plotësojeni te Biznesi › Fiskalizimi.`,
      ERROR_CODES.fiscalNotReady,
    );
  }
}

/** The CIS could not be reached in time: nothing was registered, the same request may be made again. */
export class FiscalCisUnreachableException extends ApiException {
  constructor(what: 'tcr' | 'deposit') {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      what === 'tcr'
        ? 'Sistemi i tatimeve (CIS) nuk u arrit: arka nuk u regjistrua ende. Provoni përsëri pas pak.'
        : 'Sistemi i tatimeve (CIS) nuk u arrit: fondi i arkës nuk u regjistrua. Provoni përsëri pas pak.',
      ERROR_CODES.fiscalCisUnreachable,
    );
  }
}

/** The CIS refused the request: its code and its own words, after ours. */
export class FiscalCisRefusedException extends ApiException {
  constructor(problem: string, cause?: unknown) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, problem, ERROR_CODES.fiscalCisRefused, {}, cause);
  }
}

/** The profile changed while the CIS registered its register: nothing was stored, the user tries again. */
export class FiscalProfileChangedException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.CONFLICT, detail, ERROR_CODES.conflict);
  }
}

export class CashDepositInitialExistsException extends ApiException {
  /** `cause`: the CIS's refusal, when it is the CIS that already holds the day's balance. */
  constructor(cause?: unknown) {
    super(
      HttpStatus.CONFLICT,
      'Fondi fillestar i arkës për sot është regjistruar tashmë. Për para të nxjerra nga arka zgjidhni «Tërheqje parash».',
      ERROR_CODES.cashDepositInitialExists,
      {},
      cause,
    );
  }
}

/** A station registers its till key once: a new key replaces it only after the owner asked for one. */
export class FiscalTillKeyExistsException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky stacion ka tashmë një çelës arke të regjistruar. Një çelës i ri pranohet vetëm pasi pronari e kërkon te Biznesi › Fiskalizimi.',
      ERROR_CODES.fiscalTillKeyExists,
    );
  }
}

export class FiscalTillKeyInvalidException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      'Çelësi publik duhet të jetë një çelës ECDSA P-256 (SPKI në Base64).',
      ERROR_CODES.validationFailed,
      { field: 'publicKey' },
    );
  }
}

/** Only a Kosovo shop's stations are tills. */
export class FiscalTillNotKosovoException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Çelësi i arkës regjistrohet vetëm për një biznes me profil fiskal të Kosovës.',
      ERROR_CODES.conflict,
    );
  }
}

export class FiscalTillNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Arka (stacioni i printimit) nuk u gjet.', ERROR_CODES.notFound);
  }
}

/** A till's signature that its registered key does not verify: nothing is stored. */
export class FiscalSignatureInvalidException extends ApiException {
  constructor(field: 'posSignature' | 'citizenSignature') {
    super(
      HttpStatus.BAD_REQUEST,
      field === 'posSignature'
        ? 'Nënshkrimi i kuponit nuk përputhet me çelësin e regjistruar të arkës.'
        : 'Nënshkrimi i kuponit për qytetarin nuk përputhet me çelësin e regjistruar të arkës.',
      ERROR_CODES.fiscalSignatureInvalid,
      { field },
    );
  }
}

/** Two tabs of one station signed the same coupon: the first signatures stand. */
export class FiscalCouponAlreadySignedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ky kupon është nënshkruar tashmë nga arka.', ERROR_CODES.conflict);
  }
}

/** The till a payment names is not one of the shop's stations holding a registered key. */
export class FiscalTillUnavailableException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'Arka e zgjedhur nuk është një stacion printimi i këtij biznesi me çelës të regjistruar. Zgjidhni një arkë tjetër.',
      ERROR_CODES.fiscalTillUnavailable,
      { field: 'tillStationId' },
    );
  }
}

/** What removing a till would leave unsigned: the owner says whether those coupons are given up. */
export type TillRemoval = 'station' | 'key';

/**
 * A till is removed (its station, or its key) while coupons wait for its signatures: they would never be
 * sent, so the owner must say so (`?voidUnsigned=true`) and they are marked failed.
 */
export class FiscalTillHasUnsignedCouponsException extends ApiException {
  constructor(removal: TillRemoval, unsigned: number) {
    const coupons = unsigned === 1 ? '1 kupon ende të panënshkruar' : `${unsigned} kupona ende të panënshkruar`;
    super(
      HttpStatus.CONFLICT,
      removal === 'station'
        ? `Arka ka ${coupons}. Nëse e fshini, ata shënohen të dështuar dhe nuk dërgohen në ATK; përndryshe mbani hapur faqen e printerit derisa t'i nënshkruajë.`
        : `Arka ka ${coupons}. Zgjidhni: t'i nënshkruajë çelësi i ri i stacionit, ose të shënohen të dështuar dhe të mos dërgohen në ATK.`,
      ERROR_CODES.fiscalTillHasUnsignedCoupons,
    );
  }
}
