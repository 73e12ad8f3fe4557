import type { SaleResponse } from '@repair-shop/contracts';
import type { PrintedFiscalDocument } from '../components/PaymentReceipt/PaymentReceipt';
import { correctsText, printedFiscalDocuments } from './fiscal-fields';

/**
 * The sale's fiscal document as its papers print it (a return's names the sale's document it corrects, when
 * the original was read); undefined when it has none that prints (North Macedonia, a not-fiscal document).
 */
export function saleFiscalDocument(
  sale: SaleResponse,
  original: Pick<SaleResponse, 'fiscalDocument'> | null,
  copy: boolean,
  /** A station's print: whether this copy of the document is a reprint, as the claim counted it. */
  copyOf?: (documentId: string) => boolean,
): PrintedFiscalDocument | undefined {
  const [document] = printedFiscalDocuments(sale.fiscalDocument ? [sale.fiscalDocument] : []);
  if (!document) return undefined;
  const corrected = original?.fiscalDocument ? [original.fiscalDocument] : [];
  return { document, corrects: correctsText(document, corrected), copy: copyOf ? copyOf(document.id) : copy };
}
