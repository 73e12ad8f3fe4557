/**
 * How long each written field may be: the backend's DTOs validate with these and the forms stop typing at
 * them, so a form never sends what the server refuses. (Feature-specific limits sit beside their feature:
 * SMS_TEMPLATE_MAX_LENGTH, INTAKE_NOTE_MAX_LENGTH, PHOTO_CAPTION_MAX_LENGTH, ...)
 */
export const FIELD_LIMITS = {
  /** A person's first or last name, a worker's name. */
  personName: 100,
  /** The longest address RFC 5321 allows. */
  email: 254,
  businessName: 150,
  city: 100,
  /** NIPT / NUI / EDB. */
  taxNumber: 20,
  clientName: 150,
  deviceModel: 150,
  /** The device's unlock pattern or PIN as written on the job (not the encrypted unlock code). */
  deviceCode: 100,
  workDescription: 2000,
  jobMessage: 2000,
  signerName: 150,
  partName: 120,
  partCode: 64,
  /** A scanned barcode (EAN-13, UPC-A, Code 128) or the shop's own code. */
  barcode: 64,
  productCategory: 60,
  supplierName: 150,
  invoiceNumber: 50,
  stockNote: 500,
  paymentNote: 500,
  fiscalReceiptNumber: 50,
  /** Albania's CIS codes (business unit, cash register, operator) and Kosovo's branch number. */
  fiscalCode: 10,
  printStationName: 60,
  adminUsername: 100,
  /** A single-use link's token (a password reset, an invitation). */
  linkToken: 200,
} as const;

/** The password policy, for every place a password is chosen (registration, reset, invitation). */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
