import { deviceIdProblem, guessDeviceIdKind, normalizeDeviceId } from '@repair-shop/contracts';
import { ProductSerializedException, UnitSerialInvalidException } from './inventory.exceptions';
import type { PartRow } from './part.mapper';

/**
 * The rules of serialized products (phones by IMEI or serial): the quantity is the count of the units in
 * stock, so it is never set directly, and a product switches between counted and serialized only while empty.
 */

/** The unit's number as stored: 15 digits are an IMEI (Luhn checked), anything else a serial of 3–64 characters. */
export function unitSerial(value: string, field = 'serial'): string {
  const kind = guessDeviceIdKind(value);
  const serial = normalizeDeviceId(kind, value);
  const problem = deviceIdProblem(kind, serial);
  if (problem) throw new UnitSerialInvalidException(problem, field);
  return serial;
}

/** A product's opening quantity: a serialized one starts empty and fills with its units. */
export function checkOpeningQuantity(serialized: boolean, quantity: number): void {
  if (serialized && quantity !== 0) {
    throw new ProductSerializedException(
      'Një produkt me numër serik krijohet me sasi 0: sasia e tij është numri i njësive në stok (shtojini te «Njësitë» ose me pranim malli).',
    );
  }
}

/** An edit of the locked row: a new quantity, or a switch of `serialized` while pieces are in stock, is refused. */
export function checkSerializedEdit(
  locked: PartRow,
  quantity: number | undefined,
  serialized: boolean | undefined,
): void {
  if (serialized !== undefined && serialized !== locked.serialized && locked.quantity !== 0) {
    throw new ProductSerializedException(
      serialized
        ? `«${locked.name}» ka ${locked.quantity} copë në stok: kalon në numër serik vetëm kur sasia është 0 (numërojeni ose nxirreni stokun para).`
        : `«${locked.name}» ka ${locked.quantity} njësi në stok: hiqet numri serik vetëm kur nuk ka asnjë njësi në stok.`,
    );
  }
  if (quantity !== undefined && quantity !== locked.quantity && (serialized ?? locked.serialized)) {
    throw new ProductSerializedException(
      `Sasia e «${locked.name}» është numri i njësive të tij në stok: shtoni ose nxirrni njësi te «Njësitë», jo sasinë.`,
    );
  }
}
