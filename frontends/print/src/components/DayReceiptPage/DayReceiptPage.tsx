import { useRef, type ReactNode } from 'react';
import { useHeightMm } from '../../hooks/use-height-mm';
import { PageStyle } from '../PageStyle/PageStyle';
import { ReceiptPaper } from '../ReceiptPaper/ReceiptPaper';
import { DEFAULT_RECEIPT_WIDTH } from '../ReceiptScreen/receipt-widths';
import { RECEIPT_FEED_MM } from '../ReceiptScreen/ReceiptScreen';
import '../ReceiptScreen/ReceiptScreen.css';

/** Until the receipt is measured (the first paint), a page long enough for a usual day. */
const UNMEASURED_HEIGHT_MM = 297;

/**
 * A document on the 80 mm roll: one page exactly as wide as the roll and as long as the document,
 * measured, as the receipts' pages are.
 */
export function DayReceiptPage({ title, children }: { title: string; children: ReactNode }) {
  const paper = useRef<HTMLElement>(null);
  const heightMm = useHeightMm(paper);
  const width = DEFAULT_RECEIPT_WIDTH;
  const pageHeight = heightMm === null ? UNMEASURED_HEIGHT_MM : heightMm + RECEIPT_FEED_MM;
  return (
    <>
      <PageStyle size={`${width.widthMm}mm ${pageHeight}mm`} margin="0" />
      <div className="receipt-sheet">
        <ReceiptPaper ref={paper} title={title} width={width}>
          {children}
        </ReceiptPaper>
      </div>
    </>
  );
}
