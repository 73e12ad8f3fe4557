import type { FiscalPaymentTillResponse } from '@repair-shop/contracts';
import { browserStorage } from '@repair-shop/web';

/** This browser's till for payments: the counter it stands at, chosen once. */
export const PAYMENT_TILL_KEY = 'paymentTill';

export function rememberTill(stationId: string): void {
  try {
    browserStorage('localStorage')?.setItem(PAYMENT_TILL_KEY, stationId);
  } catch {
    // Storage full or refused: the lowest POS is offered next time.
  }
}

/** The till this browser chose, while the shop still has it with a key; otherwise the lowest POS. */
export function preferredTill(tills: FiscalPaymentTillResponse[]): string {
  const chosen = browserStorage('localStorage')?.getItem(PAYMENT_TILL_KEY) ?? null;
  return tills.find((till) => till.stationId === chosen)?.stationId ?? tills[0]?.stationId ?? '';
}

/** "Banaku · POS 1" */
export const tillLabel = (till: FiscalPaymentTillResponse): string => `${till.stationName} · POS ${till.posId}`;
