import { FIELD_LIMITS } from './field-limits';

/**
 * A product's barcode: what a USB or Bluetooth scanner types. A code of 12 or 13 digits is read as a UPC-A or an
 * EAN-13, whose last digit checks the others (a misread or mistyped code is refused); any other code of printable
 * characters (Code 128, the shop's own labels) is taken as it is. The server and the product form run this rule.
 */

/** Printable ASCII: what a scanner in any keyboard layout types the same way. */
const PRINTABLE = /^[\x20-\x7E]+$/;
const GTIN = /^\d{12,13}$/;

/** Whether the digits end with the check digit of GS1 (weights 3 and 1 from the right, the check digit apart). */
export function hasValidCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.slice(-1));
}

/** Why the (trimmed) code cannot be a barcode, in Albanian; null when it can. */
export function barcodeProblem(code: string): string | null {
  if (code.length === 0) return 'Barkodi nuk mund të jetë bosh.';
  if (code.length > FIELD_LIMITS.barcode) return `Barkodi mund të ketë deri në ${FIELD_LIMITS.barcode} shenja.`;
  if (!PRINTABLE.test(code)) {
    return 'Barkodi pranon vetëm shkronja latine, shifra dhe shenjat e tastierës (pa ë, ç apo shenja të tjera).';
  }
  if (GTIN.test(code) && !hasValidCheckDigit(code)) {
    const kind = code.length === 13 ? 'EAN-13' : 'UPC-A';
    return `Shifra e fundit e barkodit ${kind} «${code}» nuk përputhet me të tjerat: kontrolloni barkodin.`;
  }
  return null;
}
