import type { PaymentMethod } from '@repair-shop/contracts';
import type { ShopInvoiceFacts } from '../../business';
import type { FiscalLine } from './fiscal-document-issuer';
/** A counter sale or its return, as the sales module recorded it in the caller's transaction. */
export interface FiscalSale {
  businessId: string;
  saleId: string;
  kind: 'sale' | 'return';
  /** A return: the sale it takes back (its document is the one corrected). */
  originalSaleId: string | null;
  /** What each method paid (cash net of the change) or gave back; two decimals, positive. */
  payments: { method: PaymentMethod; amount: string }[];
  /** Two decimals, positive: Σ payments. */
  total: string;
  authorId: string | null;
  shop: ShopInvoiceFacts;
  tillStationId?: string | null;
  /** Gross unit prices after discounts, each with its VAT rate (null: the shop's); Σ quantity × unitPrice = total. */
  lines: FiscalLine[];
}
