import type { ReactNode } from 'react';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { ReceiptSheet } from '../ReceiptSheet/ReceiptSheet';
import { ReceiptWidthPicker } from '../ReceiptWidthPicker/ReceiptWidthPicker';
import { useReceiptWidth } from './receipt-widths';

export { RECEIPT_FEED_MM } from '../ReceiptSheet/ReceiptSheet';

interface Props {
  /** The toolbar's title and the receipt's accessible name. */
  title: string;
  children: ReactNode;
}

/** A thermal receipt's screen: the roll's width to choose, and the receipt on a single page as wide as the roll and as long as the receipt. */
export function ReceiptScreen({ title, children }: Props) {
  const { width, selectWidth } = useReceiptWidth();
  return (
    <PrintScreen title={title} controls={<ReceiptWidthPicker width={width} onChange={selectWidth} />}>
      <ReceiptSheet title={title} width={width}>
        {children}
      </ReceiptSheet>
    </PrintScreen>
  );
}
