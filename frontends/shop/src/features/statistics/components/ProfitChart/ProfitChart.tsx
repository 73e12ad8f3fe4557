import { BarChart } from '@mantine/charts';
import type { Currency, MonthProfit } from '@repair-shop/contracts';
import { formatMoney } from '@repair-shop/web';
import { shortMonthLabel } from '../../utils/months';

interface Props {
  months: MonthProfit[];
  currency: Currency;
}

/** Revenue, what the parts cost, and the profit, month by month. */
export function ProfitChart({ months, currency }: Props) {
  const data = months.map((month) => ({
    muaji: shortMonthLabel(month.month),
    'Të ardhurat': month.revenue,
    'Kostoja e pjesëve': month.partsCost,
    Fitimi: month.profit,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="muaji"
      series={[
        { name: 'Të ardhurat', color: 'indigo.6' },
        { name: 'Kostoja e pjesëve', color: 'orange.6' },
        { name: 'Fitimi', color: 'teal.6' },
      ]}
      withLegend
      tickLine="y"
      gridAxis="y"
      valueFormatter={(amount) => formatMoney(amount, currency)}
      yAxisProps={{ width: 90 }}
    />
  );
}
