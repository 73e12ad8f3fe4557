import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import type { HistoryAuthor } from '@repair-shop/contracts';
import { isUniqueViolation } from '../../database/unique-violation';
import { BarcodeTakenException, PartCodeTakenException } from './inventory.exceptions';
import type { PartRow } from './part.mapper';
import { holderOfCode, insertPart, type NewPartRow } from './parts.repository';

/**
 * A code or a barcode another row of the shop already has is refused by its unique index (also when two
 * writers wanted it at the same moment): said in Albanian, naming the field whose index refused it, and the
 * product holding it when that one was taken off sale (the shop cannot see it in the stock's list).
 */
export async function refusingTakenCodes<T>(
  db: DataSource,
  businessId: string,
  sent: { code?: string | null; barcode?: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && error instanceof QueryFailedError) {
      const constraint = (error.driverError as { constraint?: string }).constraint;
      if (constraint === 'parts_business_barcode_key' && sent.barcode) {
        const holder = await holderOfCode(db, businessId, 'barcode', sent.barcode);
        throw new BarcodeTakenException(sent.barcode, holder?.archived ? holder.name : undefined);
      }
      if (constraint === 'parts_business_code_key' && sent.code) {
        const holder = await holderOfCode(db, businessId, 'code', sent.code);
        throw new PartCodeTakenException(sent.code, holder?.archived ? holder.name : undefined);
      }
    }
    throw error;
  }
}

/** A new row of the shop's stock (a part or a product), with its opening quantity, in a transaction of its own. */
export function addStockRow(db: DataSource, row: Omit<NewPartRow, 'id'>, author: HistoryAuthor): Promise<PartRow> {
  return refusingTakenCodes(db, row.businessId, row, () =>
    db.transaction((manager) => insertPart(manager, { id: randomUUID(), ...row }, author)),
  );
}
