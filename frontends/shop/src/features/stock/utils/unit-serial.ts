import { deviceIdProblem, guessDeviceIdKind, normalizeDeviceId } from '@repair-shop/contracts';

/** What is wrong with an IMEI or serial as typed (15 digits are an IMEI, Luhn checked), as the server says it; null when none. */
export function unitSerialProblem(text: string): string | null {
  if (!text.trim()) return 'Shkruani ose skanoni IMEI-n ose numrin serik';
  const kind = guessDeviceIdKind(text);
  return deviceIdProblem(kind, normalizeDeviceId(kind, text));
}
