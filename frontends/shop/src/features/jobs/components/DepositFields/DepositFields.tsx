import { Select, SimpleGrid } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@repair-shop/contracts';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

export interface DepositDraft {
  /** As typed; empty: no deposit. */
  amount: string;
  method: PaymentMethod;
}

export const NO_DEPOSIT: DepositDraft = { amount: '', method: 'cash' };

interface Props {
  value: DepositDraft;
  error?: ReactNode;
  onChange: (deposit: DepositDraft) => void;
}

/** A deposit taken when the device is left: how much (optional) and how it was paid. */
export const DepositFields = memo(function DepositFields({ value, error, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <PriceInput
        label="Paradhënie"
        description="Opsionale: paratë e marra tani"
        placeholder="p.sh. 20"
        value={value.amount}
        onChange={(event) => onChange({ ...value, amount: event.currentTarget.value })}
        error={error}
      />
      <Select
        label="Mënyra e pagesës"
        description="Si u pagua paradhënia"
        data={METHOD_OPTIONS}
        value={value.method}
        onChange={(method) => method && onChange({ ...value, method: method as PaymentMethod })}
        allowDeselect={false}
        disabled={value.amount.trim() === ''}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
});
