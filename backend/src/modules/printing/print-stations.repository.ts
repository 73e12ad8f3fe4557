import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import type { PrintStationUpdateDto } from './dto/print-station.dto';
import { PRINT_STATION_COLUMNS, type PrintStationRow } from './print-job.mapper';

/** The print_stations table's SQL: a shop's stations, their settings and their single-use pairing links. */

/** The columns a PATCH may set, by the request's field name. */
const UPDATABLE: Record<keyof PrintStationUpdateDto, string> = {
  name: 'name',
  autoPrintLabels: 'auto_print_labels',
  autoLabelSize: 'auto_label_size',
};

/** A station that spent its pairing link: the new credential's version ends the one of any browser paired before. */
export interface PairedStationRow {
  id: string;
  name: string;
  businessName: string;
  version: number;
}

/** The shop's stations, oldest first. */
export async function stationsOfShop(db: DataSource | EntityManager, businessId: string): Promise<PrintStationRow[]> {
  return preparedQuery<PrintStationRow>(
    db,
    `SELECT ${PRINT_STATION_COLUMNS} FROM print_stations s WHERE s.business_id = $1 ORDER BY s.created_at, s.id`,
    [businessId],
  );
}

/** The shop's station, or undefined. */
export async function printStationOfShop(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
): Promise<PrintStationRow | undefined> {
  const [row] = await preparedQuery<PrintStationRow>(
    db,
    `SELECT ${PRINT_STATION_COLUMNS} FROM print_stations s WHERE s.id = $1 AND s.business_id = $2`,
    [stationId, businessId],
  );
  return row;
}

export async function insertPrintStation(
  db: DataSource | EntityManager,
  station: { id: string; businessId: string; name: string; createdAt: Date },
): Promise<void> {
  await preparedQuery(db, `INSERT INTO print_stations (id, business_id, name, created_at) VALUES ($1, $2, $3, $4)`, [
    station.id,
    station.businessId,
    station.name,
    station.createdAt,
  ]);
}

/** Sets the fields sent (at least one) on the shop's station; false when the shop has no such station. */
export async function updatePrintStation(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
  changes: Partial<PrintStationUpdateDto>,
): Promise<boolean> {
  const sets: string[] = [];
  const values: unknown[] = [stationId, businessId];
  for (const [field, value] of Object.entries(changes) as [keyof PrintStationUpdateDto, unknown][]) {
    values.push(value);
    sets.push(`${UPDATABLE[field]} = $${values.length}`);
  }
  const [updated] = await preparedQuery<{ id: string }>(
    db,
    `UPDATE print_stations SET ${sets.join(', ')} WHERE id = $1 AND business_id = $2 RETURNING id`,
    values,
  );
  return updated !== undefined;
}

/**
 * Locks the shop's station and then its print jobs in their order (as a claim holds a job before the
 * fiscal documents it counts), ahead of its removal; false when the shop has no such station.
 */
export async function lockPrintStation(
  manager: EntityManager,
  businessId: string,
  stationId: string,
): Promise<boolean> {
  const [station] = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM print_stations WHERE id = $1 AND business_id = $2 FOR UPDATE`,
    [stationId, businessId],
  );
  if (!station) return false;
  await preparedQuery(manager, `SELECT id FROM print_jobs WHERE station_id = $1 ORDER BY seq FOR UPDATE`, [stationId]);
  return true;
}

/** Removes the shop's station (its waiting documents go with it); false when the shop has no such station. */
export async function deletePrintStation(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
): Promise<boolean> {
  const [removed] = await preparedQuery<{ id: string }>(
    db,
    `DELETE FROM print_stations WHERE id = $1 AND business_id = $2 RETURNING id`,
    [stationId, businessId],
  );
  return removed !== undefined;
}

/** Keeps the station's new pairing link (in place of the previous one); false when the shop has no such station. */
export async function setPairingLink(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const [station] = await preparedQuery<{ id: string }>(
    db,
    `UPDATE print_stations SET pairing_token_hash = $3, pairing_expires_at = $4 WHERE id = $1 AND business_id = $2 RETURNING id`,
    [stationId, businessId, tokenHash, expiresAt],
  );
  return station !== undefined;
}

/**
 * Spends the pairing link of this hash, unexpired at `now`: one statement, so that the same link opened
 * twice pairs one browser. Undefined when no station has such a link.
 */
export async function spendPairingLink(
  db: DataSource | EntityManager,
  tokenHash: string,
  now: Date,
): Promise<PairedStationRow | undefined> {
  const [station] = await preparedQuery<PairedStationRow>(
    db,
    `UPDATE print_stations s
          SET pairing_token_hash = NULL, pairing_expires_at = NULL, paired_at = $2, credential_version = s.credential_version + 1
         FROM businesses b
        WHERE s.pairing_token_hash = $1 AND s.pairing_expires_at > $2 AND b.id = s.business_id
        RETURNING s.id, s.name, b.name AS "businessName", s.credential_version AS version`,
    [tokenHash, now],
  );
  return station;
}
