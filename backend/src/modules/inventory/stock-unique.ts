import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { BarcodeTakenException, PartCodeTakenException } from './inventory.exceptions';

/**
 * A code or a barcode another row of the shop already has is refused by its unique index (also when two
 * writers wanted it at the same moment): said in Albanian, naming the field whose index refused it.
 */
export async function refusingTakenCodes<T>(
  sent: { code?: string | null; barcode?: string | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && error instanceof QueryFailedError) {
      const constraint = (error.driverError as { constraint?: string }).constraint;
      if (constraint === 'parts_business_barcode_key' && sent.barcode) throw new BarcodeTakenException(sent.barcode);
      if (constraint === 'parts_business_code_key' && sent.code) throw new PartCodeTakenException(sent.code);
    }
    throw error;
  }
}
