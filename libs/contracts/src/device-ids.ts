/**
 * How a device is identified: a phone by its IMEI (15 digits whose last is a Luhn check digit), a
 * device without one (a laptop, a tablet without SIM) by its maker's serial number.
 */
export const DEVICE_ID_KINDS = ['imei', 'serial'] as const;
export type DeviceIdKind = (typeof DEVICE_ID_KINDS)[number];

export const DEVICE_ID_KIND_LABELS: Record<DeviceIdKind, string> = { imei: 'IMEI', serial: 'Numri serik' };

export const SERIAL_LENGTH = { min: 3, max: 64 } as const;

/** True when the digits pass the Luhn check (the IMEI's last digit checks the 14 before it). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes the 14 digits before it a valid IMEI. */
export function luhnCheckDigit(first14: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${first14}${digit}`)) return String(digit);
  }
  throw new Error('unreachable: one of ten digits always completes the sum');
}

/**
 * The identifier as it is stored and looked up: an IMEI without the spaces, dashes and dots people
 * copy it with; a serial trimmed, its inner spaces collapsed, in capitals (as makers print them).
 */
export function normalizeDeviceId(kind: DeviceIdKind, value: string): string {
  return kind === 'imei' ? value.replace(/[\s.\-/]/g, '') : value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The identifier's kind as a lookup guesses it: 15 digits (however spaced) are an IMEI. */
export function guessDeviceIdKind(value: string): DeviceIdKind {
  return /^\d{15}$/.test(normalizeDeviceId('imei', value)) ? 'imei' : 'serial';
}

/** What is wrong with an identifier (already normalized), in Albanian; null when it is valid. */
export function deviceIdProblem(kind: DeviceIdKind, value: string): string | null {
  if (kind === 'imei') {
    if (!/^\d+$/.test(value)) return 'IMEI përmban vetëm shifra.';
    if (value.length !== 15) return `IMEI ka 15 shifra (ky ka ${value.length}).`;
    if (!passesLuhn(value))
      return 'IMEI nuk është i saktë: shifra e fundit e kontrollit nuk përputhet. Kontrolloni shifrat (*#06# e shfaq në telefon).';
    return null;
  }
  if (value.length < SERIAL_LENGTH.min || value.length > SERIAL_LENGTH.max) {
    return `Numri serik ka ${SERIAL_LENGTH.min} deri në ${SERIAL_LENGTH.max} shenja.`;
  }
  if (!/^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u.test(value))
    return 'Numri serik përmban vetëm shkronja, shifra, hapësira, pika, viza ose «/».';
  return null;
}
