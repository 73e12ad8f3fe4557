import { PRINT_DOCUMENT_LABELS, type PrintDocument, type PrintJobResponse } from '@repair-shop/contracts';
import { formatDate, formatDateTime } from '../format/format';

/** A document's paper as people say it: a label's "10×4 cm", a receipt's "80 mm", the invoice's "A4". */
export function printSizeText(document: PrintDocument, size: string | null): string {
  if (document === 'invoice') return 'A4';
  if (size === null) return '';
  return document === 'label' ? `${size.replace('x', '×')} cm` : `${size} mm`;
}

/** "Etiketa 10×4 cm", "Fatura A4", "Dëftesa e pagesës 58 mm". */
export function printDocumentText(printJob: Pick<PrintJobResponse, 'document' | 'size'>): string {
  const size = printSizeText(printJob.document, printJob.size);
  return size ? `${PRINT_DOCUMENT_LABELS[printJob.document]} ${size}` : PRINT_DOCUMENT_LABELS[printJob.document];
}

/** "10:42" on the day itself, "21.11.2026, 10:42" on another. */
export function printedTimeText(iso: string, now: Date = new Date()): string {
  const time = formatDateTime(iso);
  return formatDate(iso) === formatDate(now) ? time.slice(time.indexOf(', ') + 2) : time;
}

/** What the sender reads of a document sent: "Në pritje në Banaku", "Printuar në Banaku, 10:42", "Dështoi: …". */
export function printJobStateText(
  printJob: Pick<PrintJobResponse, 'state' | 'stationName' | 'printedAt' | 'error'>,
  now: Date = new Date(),
): string {
  switch (printJob.state) {
    case 'queued':
      return `Në pritje në ${printJob.stationName}`;
    case 'printing':
      return `Po printohet në ${printJob.stationName}`;
    case 'printed':
      return printJob.printedAt
        ? `Printuar në ${printJob.stationName}, ${printedTimeText(printJob.printedAt, now)}`
        : `Printuar në ${printJob.stationName}`;
    case 'failed':
      return `Dështoi: ${printJob.error ?? 'printeri nuk tha pse'}`;
  }
}
