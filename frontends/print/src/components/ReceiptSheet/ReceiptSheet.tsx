import { useRef, type ReactNode } from 'react';
import { useHeightMm } from '../../hooks/use-height-mm';
import { PageStack } from '../PageStack/PageStack';
import { PageStyle } from '../PageStyle/PageStyle';
import { ReceiptPaper } from '../ReceiptPaper/ReceiptPaper';
import type { ReceiptWidth } from '../ReceiptScreen/receipt-widths';

interface Props {
  /** The receipt's accessible name ("Fletëpranim", "Dëftesë pagese"). */
  title: string;
  width: ReceiptWidth;
  /** The receipt this many times, each on its own page (one by default). */
  copies?: number;
  /** The receipt; or, when its copies differ (an original, then "KOPJE"), each copy's by its index from 0. */
  children: ReactNode | ((copy: number) => ReactNode);
}

/**
 * A few millimetres of paper after the last line: Chromium rounds a page down to whole points, and
 * the printer's cutter sits a little above its head.
 */
export const RECEIPT_FEED_MM = 3;

/** Until the receipt is measured (the first paint), a page long enough for any receipt. */
const UNMEASURED_HEIGHT_MM = 297;

/**
 * The roll's paper with the receipt on it, and its page: exactly the roll's width and as long as the
 * receipt (a roll has no page length: CSS has none for "as long as the content", so the receipt is
 * measured and the page follows it). `data-drawing` marks the sheet until it is measured.
 */
export function ReceiptSheet({ title, width, copies = 1, children }: Props) {
  const paper = useRef<HTMLElement>(null);
  const heightMm = useHeightMm(paper);
  const pageHeight = heightMm === null ? UNMEASURED_HEIGHT_MM : heightMm + RECEIPT_FEED_MM;

  return (
    <>
      <PageStyle size={`${width.widthMm}mm ${pageHeight}mm`} margin="0" />
      <PageStack data-drawing={heightMm === null ? '' : undefined}>
        {Array.from({ length: copies }, (_, copy) => (
          // The last copy is measured: copies only ever add lines to the ones before them ("KOPJE"), so it is the longest.
          <ReceiptPaper key={copy} ref={copy === copies - 1 ? paper : undefined} title={title} width={width}>
            {typeof children === 'function' ? children(copy) : children}
          </ReceiptPaper>
        ))}
      </PageStack>
    </>
  );
}
