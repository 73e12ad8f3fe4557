import type { ReactNode } from 'react';
import { PageStyle } from '../PageStyle/PageStyle';
import './A4Paper.css';

/** The A4 page and its 12 mm margins, which the paper's padding stands for on screen. */
export const A4PageStyle = () => <PageStyle size="A4" margin="12mm" />;

interface Props {
  /** The document's accessible name ("Fatura"). */
  label: string;
  /** The document's own class, for its type sizes. */
  className: string;
  children: ReactNode;
}

/**
 * An A4 document on its paper. Its header uses a4-head (a4-shop-name on the left, a4-title on the
 * right), a4-muted for the lesser lines, and h2 for its sections' headings.
 */
export function A4Paper({ label, className, children }: Props) {
  return (
    <div className="a4-sheet">
      <article className={`a4-paper ${className}`} aria-label={label}>
        {children}
      </article>
    </div>
  );
}
