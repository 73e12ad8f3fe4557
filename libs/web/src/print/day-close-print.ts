import type { Currency, DayMoneyByMethod } from '@repair-shop/contracts';

/** The papers the day close prints on: an A4 sheet, or the 80 mm roll of a receipt printer. */
export const DAY_CLOSE_PAPERS = ['a4', '80mm'] as const;
export type DayClosePaper = (typeof DAY_CLOSE_PAPERS)[number];

export const DAY_CLOSE_PAPER_LABELS: Record<DayClosePaper, string> = {
  a4: 'A4',
  '80mm': 'Kupon 80 mm',
};

/** The URL's `letra` value as a paper; A4 when it names none. */
export function dayClosePaperOf(value: string | null): DayClosePaper {
  return (DAY_CLOSE_PAPERS as readonly string[]).includes(value ?? '') ? (value as DayClosePaper) : 'a4';
}

/** The print remote's page of one day's close (YYYY-MM-DD) on that paper; the dashboard opens it. */
export const dayClosePrintPath = (date: string, paper: DayClosePaper): string =>
  `/print/day-close/${encodeURIComponent(date)}?letra=${paper}`;

/** What a table of the day's money by payment method shows, on the screen and on paper alike. */
export interface DayMethodTableProps {
  /** The table's name, said to a screen reader. */
  label: string;
  lines: DayMoneyByMethod[];
  /** What the money in and the money out are, as the columns say. */
  inHeader: string;
  outHeader: string;
  /** The day's totals, in the table's foot; none when not given. */
  total?: Omit<DayMoneyByMethod, 'method'>;
  currency: Currency;
}
