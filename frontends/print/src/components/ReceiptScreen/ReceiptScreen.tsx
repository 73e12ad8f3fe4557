import type { ReactNode } from 'react';
import { ChoicePicker } from '../ChoicePicker/ChoicePicker';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { ReceiptSheet } from '../ReceiptSheet/ReceiptSheet';
import { RECEIPT_WIDTHS, useReceiptWidth } from './receipt-widths';

export { RECEIPT_FEED_MM } from '../ReceiptSheet/ReceiptSheet';

interface Props {
  /** The toolbar's title and the receipt's accessible name. */
  title: string;
  /** Run when the user prints, before the browser's print (PrintScreen). */
  beforePrint?: () => Promise<boolean>;
  children: ReactNode;
}

/** A thermal receipt's screen: the roll's width to choose, and the receipt on a single page as wide as the roll and as long as the receipt. */
export function ReceiptScreen({ title, beforePrint, children }: Props) {
  const { width, selectWidth } = useReceiptWidth();
  return (
    <PrintScreen
      title={title}
      beforePrint={beforePrint}
      controls={
        <ChoicePicker label="Gjerësia e letrës" choices={RECEIPT_WIDTHS} value={width.id} onChange={selectWidth} />
      }
    >
      <ReceiptSheet title={title} width={width}>
        {children}
      </ReceiptSheet>
    </PrintScreen>
  );
}
