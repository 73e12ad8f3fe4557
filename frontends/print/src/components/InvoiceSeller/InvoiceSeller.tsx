import { COUNTRY_LABELS, type BusinessResponse } from '@repair-shop/contracts';
import {
  NORTH_MACEDONIA_FISCAL_DEVICE_TEXT,
  NORTH_MACEDONIA_NOT_FISCAL_TEXT,
  NOT_FISCAL_TEXT,
  isNorthMacedonian,
} from '../../utils/not-fiscal';
import { taxNumberText, vatRateText } from '../../utils/tax-number';

/** The seller at the top left of an A4 invoice: the shop's name, phone, city, fiscal number and VAT rate. */
export function InvoiceSeller({ business }: { business: BusinessResponse | null }) {
  return (
    <div>
      <div className="a4-shop-name invoice-shop-name">{business?.businessName ?? 'Servisi'}</div>
      {business && (
        <div className="a4-muted">
          <div>Tel: {business.contactNumber}</div>
          <div>
            {business.city}, {COUNTRY_LABELS[business.country] ?? business.country}
          </div>
          {business.taxNumber && <div>{taxNumberText(business)}</div>}
          {business.vatRate !== null && <div>TVSH: {vatRateText(business.vatRate)}</div>}
        </div>
      )}
    </div>
  );
}

/** An invoice without fiscal documents says it is none (plainly in North Macedonia: the fiscal device gives it). */
export function InvoiceNotFiscal({ business }: { business: BusinessResponse | null }) {
  return isNorthMacedonian(business) ? (
    <li className="invoice-not-fiscal">
      <strong>{NORTH_MACEDONIA_NOT_FISCAL_TEXT}</strong> {NORTH_MACEDONIA_FISCAL_DEVICE_TEXT}
    </li>
  ) : (
    <li>
      <strong>{NOT_FISCAL_TEXT}</strong>
    </li>
  );
}
