interface Props {
  /** CSS page size, e.g. "10cm 4cm" or "A4". */
  size: string;
  /** CSS page margin, e.g. "0" or "12mm". */
  margin: string;
}

/**
 * The printed page's size and margin. Rendered by the screen itself, so the rule exists only while
 * that screen is shown and follows the chosen size; Chromium honours it (also with
 * page.pdf({ preferCSSPageSize: true })).
 */
export function PageStyle({ size, margin }: Props) {
  const css = `@page { size: ${size}; margin: ${margin}; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; min-height: 0 !important; }
}`;
  return <style data-print-page={size}>{css}</style>;
}
