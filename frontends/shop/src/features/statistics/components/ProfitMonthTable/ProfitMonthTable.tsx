import type { Currency, MonthProfit } from '@repair-shop/contracts';
import { monthLabel } from '../../utils/months';
import { ProfitTable, type MoneyColumn } from '../ProfitTable/ProfitTable';

export const PROFIT_MONTHS_TITLE = 'Fitimi sipas muajve';

interface Props {
  months: MonthProfit[];
  currency: Currency;
}

const MONTH_BREAKDOWN: MoneyColumn<MonthProfit>[] = [
  { title: 'Puna', amount: (month) => month.labour },
  { title: 'Pjesët e shitura', amount: (month) => month.partsSales },
];

/** Each month of the range (those without jobs too): jobs completed, labour, parts sold, revenue, parts' cost and profit. */
export function ProfitMonthTable({ months, currency }: Props) {
  return (
    <ProfitTable
      label={PROFIT_MONTHS_TITLE}
      nameTitle="Muaji"
      rows={months}
      rowKey={(month) => month.month}
      rowName={(month) => monthLabel(month.month)}
      breakdown={MONTH_BREAKDOWN}
      currency={currency}
      minWidth={760}
    />
  );
}
