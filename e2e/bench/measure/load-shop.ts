import type { Client } from 'pg';
import { rebuildKeptFigures } from '@repair-shop/backend/kept-figures';

/**
 * The POST load adds thousands of jobs to the throughput shop. They are removed afterwards, and the
 * shop's kept figures recomputed with the backend's own rebuild, so that every run starts from the
 * same data.
 */
export async function removeJobsSince(db: Client, businessId: string, since: Date): Promise<number> {
  await db.query('BEGIN');
  try {
    const removed = await db.query(`DELETE FROM jobs WHERE business_id = $1 AND created_at >= $2`, [businessId, since]);
    await rebuildKeptFigures(db, businessId);
    await db.query('COMMIT');
    return removed.rowCount ?? 0;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}
