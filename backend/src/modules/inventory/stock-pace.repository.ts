import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';

/** The weeks the pace of use is measured over: recent enough to follow the season, long enough to be steady. */
export const PACE_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days until `quantity` runs out at `used` pieces per PACE_DAYS (rounded down); null when it is not being used. */
export function daysLeftAtPace(quantity: number, used: number): number | null {
  return used > 0 ? Math.floor((Math.max(quantity, 0) * PACE_DAYS) / used) : null;
}

/**
 * Pieces used on repairs or sold, less those brought back, per item of the shop over the last PACE_DAYS days
 * (only `partIds` when given: a page of the stock list). Items with no net use are left out.
 */
export async function stockUse(
  db: DataSource | EntityManager,
  businessId: string,
  now: Date,
  partIds: string[] | null,
): Promise<Map<string, number>> {
  if (partIds?.length === 0) return new Map();
  const rows = await preparedQuery<{ partId: string; used: number }>(
    db,
    `SELECT part_id AS "partId", -SUM(quantity_change)::int AS used FROM stock_movements
      WHERE business_id = $1 AND created_at >= $2 AND reason IN ('sale', 'repair', 'repair_return', 'return')
        AND ($3::uuid[] IS NULL OR part_id = ANY($3::uuid[]))
      GROUP BY part_id HAVING -SUM(quantity_change) > 0`,
    [businessId, new Date(now.getTime() - PACE_DAYS * DAY_MS), partIds],
  );
  return new Map(rows.map((row) => [row.partId, row.used]));
}

/** An item of the stock that runs out within `withinDays` at the recent pace. */
export interface RunningOut {
  partId: string;
  name: string;
  quantity: number;
  /** Pieces a day over the last PACE_DAYS days. */
  perDay: number;
  daysLeft: number;
}

/** The shop's items (not taken off sale) that run out within `withinDays` at the recent pace, soonest first. */
export async function stockRunningOut(
  db: DataSource | EntityManager,
  businessId: string,
  now: Date,
  withinDays: number,
): Promise<RunningOut[]> {
  const use = await stockUse(db, businessId, now, null);
  if (use.size === 0) return [];
  const parts = await preparedQuery<{ id: string; name: string; quantity: number }>(
    db,
    `SELECT id, name, quantity FROM parts WHERE business_id = $1 AND id = ANY($2::uuid[]) AND archived_at IS NULL`,
    [businessId, [...use.keys()]],
  );
  return parts
    .map((part) => {
      const used = use.get(part.id)!;
      return {
        partId: part.id,
        name: part.name,
        quantity: part.quantity,
        perDay: Math.round((used / PACE_DAYS) * 100) / 100,
        daysLeft: daysLeftAtPace(part.quantity, used)!,
      };
    })
    .filter((item) => item.daysLeft <= withinDays)
    .sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name));
}
