import { useFiscalPrints } from '../../hooks/use-fiscal-prints';
import {
  SALE_LOAD_FAILED_TEXT,
  SALE_NOT_FOUND_TEXT,
  saleQueryKey,
  useSalePrintData,
} from '../../hooks/use-sale-print-data';
import { saleFiscalDocument } from '../../utils/sale-fiscal';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { ReceiptScreen } from '../ReceiptScreen/ReceiptScreen';
import { SaleReceipt, saleReceiptTitle } from '../SaleReceipt/SaleReceipt';

/**
 * /print/sale-receipt/:saleId: a sale's (or a return's) receipt on a 58 or 80 mm roll, with its fiscal document
 * when it has one, whose print the server counts as "Printo" (or Ctrl+P) is pressed: a reprint says "KOPJE".
 */
export function SaleReceiptScreen({ saleId }: { saleId: string }) {
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
  const title = saleReceiptTitle(data.sale);
  return (
    <ReceiptScreen title={title} beforePrint={prints.register}>
      <SaleReceipt
        sale={data.sale}
        business={data.business}
        originalNumber={data.original?.number ?? null}
        fiscal={printed && { ...printed, copy: prints.copies.has(printed.document.id) }}
      />
    </ReceiptScreen>
  );
}
