import { useCallback } from 'react';
import type { Currency } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { useBusiness } from './use-business';

/** Until the business is known (or when none is registered), amounts are written in euro. */
const FALLBACK_CURRENCY: Currency = 'EUR';

/** The currency the shop keeps its books in: the business's. */
export function useCurrency(): Currency {
  return useBusiness().data?.currency ?? FALLBACK_CURRENCY;
}

/** Writes an amount in the shop's currency: "1.234,50 €", "1.234 L", "1.234 den.". */
export function useFormatMoney(): (amount: number) => string {
  const currency = useCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency), [currency]);
}
