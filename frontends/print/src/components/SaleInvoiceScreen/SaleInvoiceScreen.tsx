import { useFiscalPrints } from '../../hooks/use-fiscal-prints';
import {
  SALE_LOAD_FAILED_TEXT,
  SALE_NOT_FOUND_TEXT,
  saleQueryKey,
  useSalePrintData,
} from '../../hooks/use-sale-print-data';
import { saleFiscalDocument } from '../../utils/sale-fiscal';
import { A4PageStyle } from '../A4Paper/A4Paper';
import { PrintScreen } from '../PrintScreen/PrintScreen';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { SaleInvoice } from '../SaleInvoice/SaleInvoice';

export const SALE_INVOICE_TITLE = 'Fatura e shitjes';

/**
 * /print/sale-invoice/:saleId: a sale's (or a return's) A4 invoice, read-only. Only its fiscal document's print
 * is counted, as "Printo" is pressed (a reprint says "KOPJE").
 */
export function SaleInvoiceScreen({ saleId }: { saleId: string }) {
  const data = useSalePrintData(saleId);
  const printed = data.state === 'ready' ? saleFiscalDocument(data.sale, data.original, false) : undefined;
  const prints = useFiscalPrints(saleQueryKey(saleId), printed ? [printed.document] : []);

  if (data.state !== 'ready')
    return (
      <PrintStatus
        state={data.state}
        message={
          data.state === 'notFound' ? SALE_NOT_FOUND_TEXT : data.state === 'failed' ? SALE_LOAD_FAILED_TEXT : undefined
        }
      />
    );
  return (
    <PrintScreen title={SALE_INVOICE_TITLE} beforePrint={prints.register}>
      <A4PageStyle />
      <SaleInvoice
        sale={data.sale}
        business={data.business}
        originalNumber={data.original?.number ?? null}
        fiscalDocument={printed?.document}
        copy={printed ? prints.copies.has(printed.document.id) : false}
      />
    </PrintScreen>
  );
}
