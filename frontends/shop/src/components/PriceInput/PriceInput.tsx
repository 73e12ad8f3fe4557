import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { currencySymbol } from '@repair-shop/web';
import { useCurrency } from '../../hooks/use-currency';

interface Props extends Omit<TextInputProps, 'type' | 'inputMode' | 'rightSection'> {
  /** The sign after the amount; the shop's currency's when left out. */
  symbol?: string;
}

/** An amount in the shop's currency typed as text (comma or point), checked with parsePriceText. */
export function PriceInput({ symbol, ...props }: Props) {
  const currency = useCurrency();
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSectionWidth={48}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {symbol ?? currencySymbol(currency)}
        </Text>
      }
      {...props}
    />
  );
}
