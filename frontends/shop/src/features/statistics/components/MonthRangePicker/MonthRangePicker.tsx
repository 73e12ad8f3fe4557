import { Group, Select } from '@mantine/core';
import type { MonthRange } from '@repair-shop/web';
import { lastMonthsFor, monthLabel, recentMonths, withFirstMonth } from '../../utils/months';

interface Props {
  value: MonthRange;
  onChange: (range: MonthRange) => void;
}

const asOptions = (months: string[]) => months.map((month) => ({ value: month, label: monthLabel(month) }));

/**
 * The months of the profit report, from and to: the last month offered follows the first, so that the
 * range is never reversed nor longer than the server's 24 months.
 */
export function MonthRangePicker({ value, onChange }: Props) {
  const now = new Date();
  const firstOptions = asOptions(recentMonths(now));
  const lastOptions = asOptions(lastMonthsFor(value.from, now));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Nga muaji"
        data={firstOptions}
        value={value.from}
        onChange={(from) => from && onChange(withFirstMonth(value, from, now))}
        allowDeselect={false}
        w={170}
      />
      <Select
        label="Deri në muajin"
        data={lastOptions}
        value={value.to}
        onChange={(to) => to && onChange({ ...value, to })}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
}
