import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { parsePrice } from '@repair-shop/web';
import { PRICE_STEP, priceText } from './price-text';

interface Props {
  /** The price as typed; parsePrice reads it (a comma or a point as decimals, non-numeric is 0). */
  value: string;
  onChange: (value: string) => void;
  /** The sign of the shop's currency: "€", "L", "den.". */
  symbol: string;
}

/**
 * The invoice's editable price in the shop's currency. A text field rather than a number field, so that
 * "35,50" typed or pasted stays 35.50; the arrow keys step it by 0.01.
 */
export function PriceInput({ value, onChange, symbol }: Props) {
  const step = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const delta = event.key === 'ArrowUp' ? PRICE_STEP : -PRICE_STEP;
    onChange(priceText(Math.max(0, parsePrice(value) + delta)));
  };

  return (
    <TextInput
      className="screen-only invoice-price-input"
      aria-label={`Çmimi (${symbol})`}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={step}
      rightSection={<span aria-hidden>{symbol}</span>}
      rightSectionWidth={symbol.length > 1 ? 40 : undefined}
      size="xs"
    />
  );
}
