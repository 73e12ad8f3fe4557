/**
 * Stable `code`s of error answers. Every error carries one; these are the ones clients branch on.
 * The generic ones follow the HTTP status; modules add their own (e.g. JOB_NOT_FOUND).
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
