import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProductUnitStatus } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import { UNIT_COLUMNS, type UnitRow } from './product-unit.mapper';

/**
 * The SQL of serialized products' units (product_units). Writers hold the product's lock (lockParts) before
 * they lock or add a unit, and move the product's stock with moveStock whenever a unit enters or leaves it.
 */

/** The product's units (of one status when asked), newest first, and how many match. */
export async function unitsPage(
  db: DataSource | EntityManager,
  businessId: string,
  partId: string,
  { status, limit, offset }: { status?: ProductUnitStatus; limit: number; offset: number },
): Promise<{ rows: UnitRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`business_id = ${params.add(businessId)}`, `part_id = ${params.add(partId)}`];
  if (status) conditions.push(`status = ${params.add(status)}`);
  const where = conditions.join(' AND ');
  const filterValues = [...params.values];
  const rows = await preparedQuery<UnitRow>(
    db,
    `SELECT ${UNIT_COLUMNS} FROM product_units WHERE ${where}
      ORDER BY created_at DESC, serial ${pageClause({ limit, offset }, params)}`,
    params.values,
  );
  const [count] = await preparedQuery<{ total: number }>(
    db,
    `SELECT count(*)::int AS total FROM product_units WHERE ${where}`,
    filterValues,
  );
  return { rows, total: count?.total ?? 0 };
}

export interface NewUnit {
  serial: string;
  costPrice: string;
  note: string | null;
}

/** Adds units in stock to the locked product; a serial another unit holds fails on product_units_serial_key. */
export async function insertUnits(
  manager: EntityManager,
  businessId: string,
  partId: string,
  units: NewUnit[],
  now: Date,
): Promise<UnitRow[]> {
  return preparedQuery<UnitRow>(
    manager,
    `INSERT INTO product_units (id, business_id, part_id, serial, cost_price, status, note, created_at, updated_at)
     SELECT u.id, $1, $2, u.serial, u.cost, 'in_stock', u.note, $3, $3
       FROM unnest($4::uuid[], $5::text[], $6::numeric[], $7::text[]) WITH ORDINALITY AS u (id, serial, cost, note, n)
      ORDER BY u.n
     RETURNING ${UNIT_COLUMNS}`,
    [
      businessId,
      partId,
      now,
      units.map(() => randomUUID()),
      units.map((unit) => unit.serial),
      units.map((unit) => unit.costPrice),
      units.map((unit) => unit.note),
    ],
  );
}

/** The product's unit, locked (after the product's lock); undefined when the product has no such unit. */
export async function lockUnit(
  manager: EntityManager,
  businessId: string,
  partId: string,
  unitId: string,
): Promise<UnitRow | undefined> {
  const [row] = await preparedQuery<UnitRow>(
    manager,
    `SELECT ${UNIT_COLUMNS} FROM product_units WHERE id = $1 AND part_id = $2 AND business_id = $3 FOR UPDATE`,
    [unitId, partId, businessId],
  );
  return row;
}

/** The columns an edit of a unit sets. */
export interface UnitChanges {
  serial?: string;
  costPrice?: string;
  note?: string | null;
  status?: ProductUnitStatus;
}

const UNIT_FIELDS = { serial: 'serial', costPrice: 'cost_price', note: 'note', status: 'status' } as const;

/** Sets the fields given on the locked unit; answers it as it is now. */
export async function updateUnit(
  manager: EntityManager,
  unitId: string,
  changes: UnitChanges,
  now: Date,
): Promise<UnitRow> {
  const params = new SqlParams();
  const sets = [`updated_at = ${params.add(now)}`];
  for (const [field, value] of Object.entries(changes) as [keyof UnitChanges, unknown][]) {
    if (value !== undefined) sets.push(`${UNIT_FIELDS[field]} = ${params.add(value)}`);
  }
  const [row] = await preparedQuery<UnitRow>(
    manager,
    `UPDATE product_units SET ${sets.join(', ')} WHERE id = ${params.add(unitId)} RETURNING ${UNIT_COLUMNS}`,
    params.values,
  );
  if (!row) throw new Error('the unit was not updated');
  return row;
}

/** The shop's unit with that serial whose product is not archived: one in stock first, else the newest. */
export async function unitBySerial(
  db: DataSource | EntityManager,
  businessId: string,
  serial: string,
): Promise<UnitRow | undefined> {
  const [row] = await preparedQuery<UnitRow>(
    db,
    `SELECT ${UNIT_COLUMNS} FROM product_units
      WHERE business_id = $1 AND serial = $2
        AND part_id IN (SELECT id FROM parts WHERE business_id = $1 AND archived_at IS NULL)
      ORDER BY (status = 'in_stock') DESC, created_at DESC LIMIT 1`,
    [businessId, serial],
  );
  return row;
}
