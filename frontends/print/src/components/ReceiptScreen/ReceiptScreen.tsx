import { useRef, type ReactNode } from 'react';
import { useHeightMm } from '../../hooks/use-height-mm';
import { PageStyle } from '../PageStyle/PageStyle';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { ReceiptPaper } from '../ReceiptPaper/ReceiptPaper';
import { ReceiptWidthPicker } from '../ReceiptWidthPicker/ReceiptWidthPicker';
import { useReceiptWidth } from './receipt-widths';
import './ReceiptScreen.css';

interface Props {
  /** The toolbar's title and the receipt's accessible name. */
  title: string;
  children: ReactNode;
}

/**
 * A few millimetres of paper after the last line: Chromium rounds a page down to whole points, and
 * the printer's cutter sits a little above its head.
 */
export const RECEIPT_FEED_MM = 3;

/** Until the receipt is measured (the first paint), a page long enough for any receipt. */
const UNMEASURED_HEIGHT_MM = 297;

/**
 * A thermal receipt's screen: the roll's width to choose, and a single page exactly that wide and as
 * long as the receipt (a roll has no page length: CSS has none for "as long as the content", so the
 * receipt is measured and the page follows it).
 */
export function ReceiptScreen({ title, children }: Props) {
  const { width, selectWidth } = useReceiptWidth();
  const paper = useRef<HTMLElement>(null);
  const heightMm = useHeightMm(paper);
  const pageHeight = heightMm === null ? UNMEASURED_HEIGHT_MM : heightMm + RECEIPT_FEED_MM;

  return (
    <PrintScreen title={title} controls={<ReceiptWidthPicker width={width} onChange={selectWidth} />}>
      <PageStyle size={`${width.widthMm}mm ${pageHeight}mm`} margin="0" />
      <div className="receipt-sheet">
        <ReceiptPaper ref={paper} title={title} width={width}>
          {children}
        </ReceiptPaper>
      </div>
    </PrintScreen>
  );
}
