/**
 * Stable `code`s of error answers. Every error carries one; these are the ones clients branch on.
 * The generic ones follow the HTTP status, the others name the case. Every code a client can meet is here:
 * the backend's ApiException takes only these (a type error otherwise).
 */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validationFailed: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'FORBIDDEN',
  trialExpired: 'TRIAL_EXPIRED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** No token was sent. */
  authRequired: 'AUTH_REQUIRED',
  /** Wrong e-mail or password at login. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The token's lifetime ran out. */
  sessionExpired: 'SESSION_EXPIRED',
  /** The sessions were ended on purpose: a new password, or a logout elsewhere. */
  sessionRevoked: 'SESSION_REVOKED',
  /** The account the token belongs to no longer exists. */
  accountDeleted: 'ACCOUNT_DELETED',
  /** A token this server did not sign or cannot read. */
  sessionInvalid: 'SESSION_INVALID',
  /** The account's role in its shop does not allow the action (a technician opening the statistics). */
  roleForbidden: 'ROLE_FORBIDDEN',
  /** Using more of a part than the stock holds, without the user's confirmation (allowNegativeStock). */
  stockInsufficient: 'STOCK_INSUFFICIENT',
  /** A refund larger than what the client has paid for the job. */
  refundExceedsPaid: 'REFUND_EXCEEDS_PAID',
  /** A part's code is already another part's in the shop. */
  partCodeTaken: 'PART_CODE_TAKEN',
  /** A print station's credential whose station was removed or paired again: pair the browser anew. */
  stationUnpaired: 'STATION_UNPAIRED',
  /** A print station's credential on a route that is not a station's. */
  stationForbidden: 'STATION_FORBIDDEN',
  /** The intake record of a job the client has already signed for: it stays as signed. */
  intakeSigned: 'INTAKE_SIGNED',
  /** The job a warranty return names is not completed, not under warranty any more, or not this device's or client's. */
  warrantyNotApplicable: 'WARRANTY_NOT_APPLICABLE',
  /** The client already answered this estimate. */
  estimateAnswered: 'ESTIMATE_ANSWERED',
  /** The shop sent a newer estimate: the page shows an old one. */
  estimateReplaced: 'ESTIMATE_REPLACED',
  /** A job already has that signature (intake or pickup): a signature is never replaced. */
  signatureExists: 'SIGNATURE_EXISTS',
  /** The job keeps no unlock code (never saved, removed, or wiped after the job was done). */
  deviceLockMissing: 'DEVICE_LOCK_MISSING',
  /** The unlock code was encrypted with another key than the server's (DEVICE_LOCK_KEY changed). */
  deviceLockUnreadable: 'DEVICE_LOCK_UNREADABLE',
  /** The fiscal certificate upload is not a PKCS#12 file with a private key and its certificate. */
  fiscalCertificateUnreadable: 'FISCAL_CERTIFICATE_UNREADABLE',
  /** The password does not open the fiscal certificate. */
  fiscalCertificatePasswordWrong: 'FISCAL_CERTIFICATE_PASSWORD_WRONG',
  /** The fiscal certificate has expired or is not valid yet. */
  fiscalCertificateNotValidNow: 'FISCAL_CERTIFICATE_NOT_VALID_NOW',
  /** The fiscal certificate was issued for another NIPT than the profile's. */
  fiscalCertificateNiptMismatch: 'FISCAL_CERTIFICATE_NIPT_MISMATCH',
  /** A certificate is uploaded for an Albanian fiscal profile only, saved first. */
  fiscalProfileNotAlbanian: 'FISCAL_PROFILE_NOT_ALBANIAN',
  /** The shop has no fiscal certificate to sign with (or it no longer opens with the server's key). */
  fiscalCertificateMissing: 'FISCAL_CERTIFICATE_MISSING',
  /** The shop's fiscal profile lacks what a fiscal document needs (a register, an operator code, the software's code). */
  fiscalNotReady: 'FISCAL_NOT_READY',
  /** Albania's fiscalization service (CIS) could not be reached or answered nothing usable in time. */
  fiscalCisUnreachable: 'FISCAL_CIS_UNREACHABLE',
  /** Albania's fiscalization service (CIS) refused the request (its reason in the detail). */
  fiscalCisRefused: 'FISCAL_CIS_REFUSED',
  /** The register's cash at the start of the day (INITIAL) is registered once a day. */
  cashDepositInitialExists: 'CASH_DEPOSIT_INITIAL_EXISTS',
  /** The station already has a registered till key: only the owner's request for a new one replaces it. */
  fiscalTillKeyExists: 'FISCAL_TILL_KEY_EXISTS',
  /** The till a Kosovo payment names is not a station of the shop holding a registered key. */
  fiscalTillUnavailable: 'FISCAL_TILL_UNAVAILABLE',
  /** A till (station) with coupons it has not signed yet is removed, or its key is, without saying what becomes of them. */
  fiscalTillHasUnsignedCoupons: 'FISCAL_TILL_HAS_UNSIGNED_COUPONS',
  /** A till's signature of a Kosovo coupon does not verify with its registered public key. */
  fiscalSignatureInvalid: 'FISCAL_SIGNATURE_INVALID',
  /** Another login of the shop already holds this Albanian operator code. */
  operatorCodeTaken: 'OPERATOR_CODE_TAKEN',
  /** An upload that is not a photo the server can read (JPEG, PNG, WebP, HEIF/AVIF), or is empty or cut short. */
  photoUnreadable: 'PHOTO_UNREADABLE',
  /** The job already has JOB_PHOTO_LIMIT photos. */
  photoLimitReached: 'PHOTO_LIMIT_REACHED',
  /** A photo link whose signature is wrong or whose time ran out. */
  photoLinkInvalid: 'PHOTO_LINK_INVALID',
  /** A reminder SMS while the shop has SMS off, or its reminder template empty. */
  smsOff: 'SMS_OFF',
  /** The client's phone cannot be written in international form: no SMS, Viber or WhatsApp reaches it. */
  phoneNotReachable: 'PHONE_NOT_REACHABLE',
  /** A chat opened with the estimate of a job that has none waiting for the client's answer. */
  estimateNotWaiting: 'ESTIMATE_NOT_WAITING',
  /** A reminder SMS to the job's client went out already on this (shop) day. */
  reminderSentToday: 'REMINDER_SENT_TODAY',
  /** An import file that is neither a CSV nor an .xlsx workbook the server can read, or has no header row. */
  importFileUnreadable: 'IMPORT_FILE_UNREADABLE',
  /** An import file with more rows (IMPORT_MAX_ROWS) or columns than are taken at once. */
  importFileTooLarge: 'IMPORT_FILE_TOO_LARGE',
  /** An import's mapping leaves a required field without a column, or names a column the file lacks. */
  importMappingInvalid: 'IMPORT_MAPPING_INVALID',
  /** Rows of the file are wrong (listed in `badRows`, see ImportRejectedError): nothing was imported. */
  importRowsInvalid: 'IMPORT_ROWS_INVALID',
  /** A job with payments is never deleted (money records stay): the owner cancels it instead. */
  jobHasPayments: 'JOB_HAS_PAYMENTS',
  /** A job that a warranty return points at is not deleted: the return is proof of the repair. */
  jobHasWarrantyReturn: 'JOB_HAS_WARRANTY_RETURN',
  /** The route is the provider's administrator's only. */
  adminOnly: 'ADMIN_ONLY',
  /** The route is a shop account's: the administrator has no shop. */
  shopAccountOnly: 'SHOP_ACCOUNT_ONLY',
  /** The route is a paired print station's only. */
  stationOnly: 'STATION_ONLY',
  /** The administrator's account is neither deleted nor given a trial. */
  adminUntouchable: 'ADMIN_UNTOUCHABLE',
  /** The account the administrator named does not exist (any more). */
  userNotFound: 'USER_NOT_FOUND',
  /** The e-mail already belongs to an account (`field`: email). */
  emailTaken: 'EMAIL_TAKEN',
  /** A password-reset link that was used, replaced or has run out. */
  invalidResetLink: 'INVALID_RESET_LINK',
  /** The account's shop has not registered its business yet. */
  businessNotFound: 'BUSINESS_NOT_FOUND',
  /** The account registers a business a second time. */
  businessAlreadyRegistered: 'BUSINESS_ALREADY_REGISTERED',
  /** The action needs the shop's business registered first. */
  businessRequired: 'BUSINESS_REQUIRED',
  /** The city chosen is not one of the chosen country's. */
  cityNotInCountry: 'CITY_NOT_IN_COUNTRY',
  /** No job with that id in the caller's shop (never there, deleted, or deleted while the request ran). */
  jobNotFound: 'JOB_NOT_FOUND',
  /** No client with that phone in the caller's shop. */
  clientNotFound: 'CLIENT_NOT_FOUND',
  /** No worker with that id in the caller's shop. */
  workerNotFound: 'WORKER_NOT_FOUND',
  /** A job given to a worker who is no longer active. */
  workerInactive: 'WORKER_INACTIVE',
  /** A manager deactivating their own worker. */
  deactivateSelf: 'DEACTIVATE_SELF',
  /** The worker already has a login: it is taken away before a new one is given. */
  workerHasLogin: 'WORKER_HAS_LOGIN',
  /** The worker has no login to take away or to send a link for. */
  workerLoginNotFound: 'WORKER_LOGIN_NOT_FOUND',
  /** A staff member taking away their own login. */
  ownLogin: 'OWN_LOGIN',
  /** An invitation that was accepted, taken back or has run out. */
  invalidInvitation: 'INVALID_INVITATION',
  /** No part with that id in the shop's stock. */
  partNotFound: 'PART_NOT_FOUND',
  /** No product (an item of the stock, part or for sale) with that id or barcode in the shop. */
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** A barcode is already another product's in the shop. */
  barcodeTaken: 'BARCODE_TAKEN',
  /** The part line named is not on this job. */
  jobPartNotFound: 'JOB_PART_NOT_FOUND',
  /** No payment with that id on this job. */
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  /** A payment receipt asked for a job with no payment yet. */
  noPaymentToPrint: 'NO_PAYMENT_TO_PRINT',
  /** No print station with that id in the shop. */
  printStationNotFound: 'PRINT_STATION_NOT_FOUND',
  /** A pairing link that was used or has run out. */
  pairingLinkInvalid: 'PAIRING_LINK_INVALID',
  /** No such document in this station's queue. */
  printJobNotFound: 'PRINT_JOB_NOT_FOUND',
  /** Another window of the station took the document, or it was reported already. */
  printJobNotClaimed: 'PRINT_JOB_NOT_CLAIMED',
  /** No sale (or return) with that id in the shop. */
  saleNotFound: 'SALE_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** 401 codes that end the stored session; the login page explains each. */
export const SESSION_END_CODES = [
  ERROR_CODES.authRequired,
  ERROR_CODES.sessionExpired,
  ERROR_CODES.sessionRevoked,
  ERROR_CODES.accountDeleted,
  ERROR_CODES.sessionInvalid,
] as const;
export type SessionEndCode = (typeof SESSION_END_CODES)[number];
