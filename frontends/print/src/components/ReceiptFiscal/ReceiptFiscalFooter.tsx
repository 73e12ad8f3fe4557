import type { BusinessResponse } from '@repair-shop/contracts';
import {
  NORTH_MACEDONIA_FISCAL_DEVICE_TEXT,
  NORTH_MACEDONIA_NOT_FISCAL_TEXT,
  NOT_FISCAL_TEXT,
  isNorthMacedonian,
} from '../../utils/not-fiscal';
import type { PrintedFiscalDocument } from '../PaymentReceipt/PaymentReceipt';
import { ReceiptFiscal } from './ReceiptFiscal';

/**
 * The foot of a receipt: its fiscal document when it has one; else it says it is no fiscal receipt (plainly
 * in North Macedonia, whose fiscal receipts come from the shop's fiscal device).
 */
export function ReceiptFiscalFooter({
  business,
  fiscal,
}: {
  business: BusinessResponse | null;
  fiscal?: PrintedFiscalDocument;
}) {
  if (fiscal) return <ReceiptFiscal document={fiscal.document} corrects={fiscal.corrects} />;
  if (isNorthMacedonian(business))
    return (
      <>
        <p className="receipt-center receipt-not-fiscal">{NORTH_MACEDONIA_NOT_FISCAL_TEXT}</p>
        <p className="receipt-center receipt-small">{NORTH_MACEDONIA_FISCAL_DEVICE_TEXT}</p>
      </>
    );
  return (
    <p className="receipt-center">
      <strong>{NOT_FISCAL_TEXT}</strong>
    </p>
  );
}
