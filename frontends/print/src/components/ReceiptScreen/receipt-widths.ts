import { useState } from 'react';

/** A thermal printer's roll: its paper width, the margin its head cannot print on each side, the text's size. */
export interface ReceiptWidth {
  id: string;
  label: string;
  widthMm: number;
  marginMm: number;
  fontPt: number;
}

/**
 * 80 mm rolls (72 mm printed, about 37 monospace characters a line) are the shops' usual; 58 mm
 * (48 mm printed, about 28) the small printers'.
 */
export const RECEIPT_WIDTHS: ReceiptWidth[] = [
  { id: '80', label: '80 mm', widthMm: 80, marginMm: 4, fontPt: 9 },
  { id: '58', label: '58 mm', widthMm: 58, marginMm: 5, fontPt: 8 },
];

export const DEFAULT_RECEIPT_WIDTH = RECEIPT_WIDTHS[0];

/** The chosen roll width, in local state only, as the label's size is. */
export function useReceiptWidth(): { width: ReceiptWidth; selectWidth: (width: ReceiptWidth) => void } {
  const [width, selectWidth] = useState(DEFAULT_RECEIPT_WIDTH);
  return { width, selectWidth };
}
