import type { ReactNode } from 'react';

interface Props {
  label: string;
  children: ReactNode;
  /** Larger, for the amount that matters most. */
  strong?: boolean;
}

/** "Label ..... value" on one line of the receipt; a value too long for the line goes under its label. */
export function ReceiptRow({ label, children, strong = false }: Props) {
  return (
    <div className={strong ? 'receipt-row receipt-row-strong' : 'receipt-row'}>
      <span>{label}</span>
      <span className="receipt-row-value">{children}</span>
    </div>
  );
}
