import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';

/** The cashier's code an invoice carries: the staff member's own, else the profile's (the owner's). */
export async function operatorCodeOf(
  db: DataSource | EntityManager,
  businessId: string,
  authorId: string | null,
): Promise<string | null> {
  const [row] = await preparedQuery<{ code: string | null }>(
    db,
    `SELECT COALESCE((SELECT operator_code FROM staff_members WHERE business_id = $1 AND user_id = $2),
                     (SELECT operator_code FROM fiscal_profiles WHERE business_id = $1)) AS code`,
    [businessId, authorId],
  );
  return row?.code ?? null;
}
