import type { BusinessResponse } from '@repair-shop/contracts';
import { taxNumberText } from '../../utils/tax-number';

/** The shop at the top of a receipt: its name, phone and city, and its fiscal number when it has one. */
export function ReceiptShopHeader({ business }: { business: BusinessResponse | null }) {
  return (
    <header className="receipt-center">
      <p className="receipt-shop-name">{business?.businessName ?? 'Servisi'}</p>
      {business && (
        <>
          <p>Tel: {business.contactNumber}</p>
          <p>{business.city}</p>
          {business.taxNumber && <p>{taxNumberText(business)}</p>}
        </>
      )}
    </header>
  );
}
