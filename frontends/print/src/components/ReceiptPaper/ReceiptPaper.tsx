import type { CSSProperties, ReactNode, Ref } from 'react';
import type { ReceiptWidth } from '../ReceiptScreen/receipt-widths';
import './ReceiptPaper.css';

interface Props {
  ref?: Ref<HTMLElement>;
  /** The receipt's accessible name ("Fletëpranim", "Dëftesë pagese"). */
  title: string;
  width: ReceiptWidth;
  children: ReactNode;
}

type PaperStyle = CSSProperties & Record<'--receipt-w' | '--receipt-margin' | '--receipt-font', string>;

/** The roll's paper, exactly its width: black on white, in a narrow monospace column. */
export function ReceiptPaper({ ref, title, width, children }: Props) {
  const style: PaperStyle = {
    '--receipt-w': `${width.widthMm}mm`,
    '--receipt-margin': `${width.marginMm}mm`,
    '--receipt-font': `${width.fontPt}pt`,
  };
  return (
    <article ref={ref} className="receipt-paper" style={style} aria-label={title} data-width-mm={width.widthMm}>
      {children}
    </article>
  );
}
