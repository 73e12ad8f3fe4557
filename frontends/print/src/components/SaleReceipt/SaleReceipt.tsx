import {
  PAYMENT_METHOD_LABELS,
  type BusinessResponse,
  type SaleLineResponse,
  type SaleResponse,
} from '@repair-shop/contracts';
import { calendarDayText, formatDateTime, formatMoney } from '@repair-shop/web';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import type { PrintedFiscalDocument } from '../PaymentReceipt/PaymentReceipt';
import { ReceiptFiscalFooter } from '../ReceiptFiscal/ReceiptFiscalFooter';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';

interface Props {
  sale: SaleResponse;
  business: BusinessResponse | null;
  /** A return: the number of the sale it takes back, when known. */
  originalNumber: number | null;
  /** The sale's fiscal document, printed at the foot (the receipt is then no longer "not fiscal"). */
  fiscal?: PrintedFiscalDocument;
}

export const SALE_RECEIPT_TITLE = 'Kupon shitjeje';
export const RETURN_RECEIPT_TITLE = 'Kthim malli';

export const saleReceiptTitle = (sale: Pick<SaleResponse, 'kind'>): string =>
  sale.kind === 'return' ? RETURN_RECEIPT_TITLE : SALE_RECEIPT_TITLE;

/** "Garancia deri më 28.11.2027": a serialized unit's warranty for the buyer. */
export const warrantyUntilText = (day: string): string => `Garancia deri më ${calendarDayText(day)}`;

/**
 * A counter sale's (or a return's) receipt on the thermal roll: the shop, the number and date, each line
 * (IMEI or serial, quantity × price, its discount, a unit's warranty), the sale's discount and total, what was
 * paid by each method and the change, the client and who sold; then its fiscal document, or that it is none.
 */
export function SaleReceipt({ sale, business, originalNumber, fiscal }: Props) {
  const format = (amount: string) => formatMoney(Number(amount), sale.currency);
  const giveBack = sale.kind === 'return';
  const discount = Number(sale.discount) > 0;
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">{saleReceiptTitle(sale).toUpperCase()}</h1>
      {fiscal?.copy && <p className="receipt-copy">{COPY_TEXT}</p>}
      <ReceiptRow label="Nr.">
        <span data-testid="sale-number">{sale.number}</span>
      </ReceiptRow>
      {giveBack && originalNumber !== null && <ReceiptRow label="Kthim i shitjes nr.">{originalNumber}</ReceiptRow>}
      <ReceiptRow label="Data">{formatDateTime(sale.createdAt)}</ReceiptRow>
      <hr className="receipt-rule" />
      {sale.lines.map((line) => (
        <SaleReceiptLine key={line.id} line={line} format={format} />
      ))}
      <hr className="receipt-rule" />
      {discount && (
        <>
          <ReceiptRow label="Nëntotali">{format(sale.subtotal)}</ReceiptRow>
          <ReceiptRow label="Zbritja">
            <span data-testid="sale-discount">−{format(sale.discount)}</span>
          </ReceiptRow>
        </>
      )}
      <ReceiptRow label={giveBack ? 'Kthyer klientit' : 'Totali'} strong>
        <span data-testid="sale-total">{format(sale.total)}</span>
      </ReceiptRow>
      {sale.payments.map((payment, index) => (
        <ReceiptRow key={index} label={PAYMENT_METHOD_LABELS[payment.method]}>
          {format(payment.amount)}
        </ReceiptRow>
      ))}
      {Number(sale.change) > 0 && (
        <ReceiptRow label="Kusuri">
          <span data-testid="sale-change">{format(sale.change)}</span>
        </ReceiptRow>
      )}
      <hr className="receipt-rule" />
      {sale.client && (
        <>
          <ReceiptRow label="Klienti">{sale.client.name}</ReceiptRow>
          <ReceiptRow label="Tel">{sale.client.phone}</ReceiptRow>
        </>
      )}
      <ReceiptRow label={giveBack ? 'Ktheu' : 'Shiti'}>{sale.soldBy.name}</ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptFiscalFooter business={business} fiscal={fiscal} />
      <p className="receipt-center receipt-end">Faleminderit!</p>
    </>
  );
}

function SaleReceiptLine({ line, format }: { line: SaleLineResponse; format: (amount: string) => string }) {
  return (
    <div className="receipt-sale-line" data-testid="sale-line">
      <p className="receipt-text">
        <strong>{line.name}</strong>
      </p>
      {line.serial && <p className="receipt-small">IMEI/Nr. serial: {line.serial}</p>}
      <ReceiptRow label={`${line.quantity} × ${format(line.unitPrice)}`}>{format(line.total)}</ReceiptRow>
      {Number(line.discount) > 0 && <ReceiptRow label="Zbritje">−{format(line.discount)}</ReceiptRow>}
      {line.warrantyUntil && <p className="receipt-small">{warrantyUntilText(line.warrantyUntil)}</p>}
    </div>
  );
}
