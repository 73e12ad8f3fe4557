import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { UnitSerialTakenException } from './inventory.exceptions';

/**
 * A serial another unit of the shop holds is refused by product_units_serial_key (also when two writers added
 * it at the same moment: the second waits for the first and fails): said in Albanian, naming the serial.
 */
export async function refusingTakenSerials<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && error instanceof QueryFailedError) {
      const driverError = error.driverError as { constraint?: string; detail?: string };
      if (driverError.constraint === 'product_units_serial_key') {
        // PostgreSQL's detail names the key: "Key (business_id, serial)=(…, 356…) already exists."
        const serial = /=\([^,]+, (.*)\) already exists/.exec(driverError.detail ?? '')?.[1] ?? '';
        throw new UnitSerialTakenException(serial);
      }
    }
    throw error;
  }
}
