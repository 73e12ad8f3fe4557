import { PRODUCT_UNIT_STATUS_LABELS, type ProductLookupResponse, type ProductResponse } from '@repair-shop/contracts';
import { withProduct, withUnit, type CartLine } from './cart';

export const unknownCodeText = (code: string): string =>
  `Asnjë produkt për shitje nuk ka kodin «${code}». Kontrolloni kodin ose kërkojeni me emër.`;

export const unitInCartText = (serial: string): string => `Pajisja ${serial} është tashmë në shportë.`;

export const notForSaleText = (name: string): string =>
  `«${name}» është pjesë për riparime, jo produkt për shitje. Ndryshojeni te «Stoku» nëse shitet.`;

export const scanUnitText = (name: string): string =>
  `«${name}» shitet me copë: skanoni IMEI-n ose numrin serik të pajisjes që po shitet.`;

/** What a scanned or picked product does to the cart: the new lines, or why nothing was added. */
export function addFound(
  lines: CartLine[],
  found: ProductLookupResponse | ProductResponse,
): { lines: CartLine[] } | { notice: string } {
  // The server refuses it (PRODUCT_NOT_FOR_SALE): said at the scan rather than at «Paguaj».
  if (!found.forSale) return { notice: notForSaleText(found.name) };
  const unit = 'unit' in found ? found.unit : null;
  if (unit) {
    if (unit.status !== 'in_stock') {
      return { notice: `Pajisja ${unit.serial} nuk është në stok (${PRODUCT_UNIT_STATUS_LABELS[unit.status]}).` };
    }
    const next = withUnit(lines, found, unit);
    return next ? { lines: next } : { notice: unitInCartText(unit.serial) };
  }
  if (found.serialized) return { notice: scanUnitText(found.name) };
  return { lines: withProduct(lines, found) };
}
