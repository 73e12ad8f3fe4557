import { ERROR_CODES } from '@repair-shop/contracts';
import { isApiRequestError } from '@repair-shop/web';

/**
 * The server's refusal to remove a Kosovo till (its station or its key) while coupons wait for its
 * signature: its detail, which names how many, for the confirmation that follows; null for anything else.
 */
export function unsignedCouponsRefusal(error: unknown): string | null {
  if (!isApiRequestError(error) || error.code !== ERROR_CODES.fiscalTillHasUnsignedCoupons) return null;
  return error.detail;
}
