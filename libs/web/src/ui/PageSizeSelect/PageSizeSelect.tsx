import { Select, type SelectProps } from '@mantine/core';
import { isPageSizeOf } from '../../api/page';

export interface PageSizeSelectProps<S extends number> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'allowDeselect'
> {
  /** The sizes offered, in order. */
  sizes: readonly S[];
  value: S;
  onChange: (size: S) => void;
  /** What the rows are, as counted in each choice: "punë" gives "10 punë". */
  unit: string;
}

/** The choice of a paged list's rows per page ("Punë për faqe": 10 punë, 50 punë, 100 punë). */
export function PageSizeSelect<S extends number>({ sizes, value, onChange, unit, ...props }: PageSizeSelectProps<S>) {
  return (
    <Select
      {...props}
      data={sizes.map((size) => ({ value: String(size), label: `${size} ${unit}` }))}
      value={String(value)}
      onChange={(choice) => {
        const size = Number(choice);
        if (isPageSizeOf(sizes, size)) onChange(size);
      }}
      allowDeselect={false}
    />
  );
}
