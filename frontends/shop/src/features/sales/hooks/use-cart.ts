import { useRef, useState } from 'react';
import { type ProductLookupResponse, type ProductResponse } from '@repair-shop/contracts';
import { withJob, withQuickLine, type CartLine } from '../utils/cart';
import { addFound } from '../utils/scan';
import type { QuickLine } from '../components/QuickLineDialog/QuickLineDialog';

/** The cart's lines and the sale's own discount, with what the sale screen does to them. */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [saleDiscount, setSaleDiscount] = useState('');
  // A scan answered after another one's render reads the lines as they are now.
  const current = useRef(lines);
  current.current = lines;
  return {
    lines,
    saleDiscount,
    setSaleDiscount,
    /** Adds what was scanned or picked; answers why it was not added, or null. */
    add: (found: ProductLookupResponse | ProductResponse): string | null => {
      const outcome = addFound(current.current, found);
      if ('notice' in outcome) return outcome.notice;
      current.current = outcome.lines;
      setLines(outcome.lines);
      return null;
    },
    addQuick: (quick: QuickLine) => setLines((current) => withQuickLine(current, quick)),
    addJob: (job: { id: string; name: string; balance: number }) => setLines((current) => withJob(current, job)),
    change: (key: string, patch: Partial<Pick<CartLine, 'quantity' | 'price' | 'discount'>>) =>
      setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line))),
    remove: (key: string) => setLines((current) => current.filter((line) => line.key !== key)),
    clear: () => {
      setLines([]);
      setSaleDiscount('');
    },
  };
}
