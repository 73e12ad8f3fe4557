import type { DataSource, EntityManager } from 'typeorm';
import type { Currency } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';

/** The currency a shop keeps its books in. */
export async function shopCurrency(db: DataSource | EntityManager, businessId: string): Promise<Currency> {
  const [shop] = await preparedQuery<{ currency: Currency }>(db, `SELECT currency FROM businesses WHERE id = $1`, [businessId]);
  if (!shop) throw new Error(`business ${businessId} not found`);
  return shop.currency;
}
