import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { usePaymentTills } from '../../../payments/hooks/use-payment-tills';
import { preferredTill, rememberTill, tillLabel } from '../../../payments/utils/payment-till';

/**
 * Kosovo, with more than one till: which till's coupon the sale (or return) is, as a payment's choice is
 * made (remembered in this browser). '' where there is nothing to choose: the server takes the shop's one.
 */
export function useSaleTill() {
  const tills = usePaymentTills().data ?? [];
  const [chosen, setChosen] = useState('');
  const choosesTill = tills.length > 1;
  const till = choosesTill ? chosen || preferredTill(tills) : '';
  const choose = (stationId: string) => {
    setChosen(stationId);
    rememberTill(stationId);
  };
  return { tills, choosesTill, till, choose };
}

export function TillSelect({ sale }: { sale: ReturnType<typeof useSaleTill> }) {
  if (!sale.choosesTill) return null;
  return (
    <NativeSelect
      label="Arka"
      data={sale.tills.map((entry) => ({ value: entry.stationId, label: tillLabel(entry) }))}
      value={sale.till}
      onChange={(event) => sale.choose(event.currentTarget.value)}
    />
  );
}
