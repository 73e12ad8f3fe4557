import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';

/** A fiscal_tills row: a Kosovo shop's print station as ATK's POS. */
export interface FiscalTillRow {
  stationId: string;
  businessId: string;
  posId: number;
  /** SPKI in standard Base64; null until the station registers one (or after the owner asked for a new one). */
  publicKey: string | null;
  keyRegisteredAt: Date | null;
}

/** A till with its station's name, for the owner's list. */
export interface NamedFiscalTillRow extends FiscalTillRow {
  stationName: string;
}

const COLUMNS = `t.station_id AS "stationId", t.business_id AS "businessId", t.pos_id AS "posId",
  t.public_key AS "publicKey", t.key_registered_at AS "keyRegisteredAt"`;

export async function findTillOfStation(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
): Promise<FiscalTillRow | null> {
  const [row] = await preparedQuery<FiscalTillRow>(
    db,
    `SELECT ${COLUMNS} FROM fiscal_tills t WHERE t.station_id = $1 AND t.business_id = $2`,
    [stationId, businessId],
  );
  return row ?? null;
}

/**
 * The station's till with this key: a station without a till gets the shop's next POS number, one whose
 * key the owner cleared takes this one; a till that holds a key keeps it (the caller compares). The
 * station's row is locked first, then the shop's tills, so two stations registering at once never share a
 * number. Null when the shop has no such station.
 */
export async function registerTillKey(
  manager: EntityManager,
  businessId: string,
  stationId: string,
  publicKey: string,
  now: Date,
): Promise<FiscalTillRow | null> {
  const [station] = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM print_stations WHERE id = $1 AND business_id = $2 FOR UPDATE`,
    [stationId, businessId],
  );
  if (!station) return null;
  await preparedQuery(manager, `SELECT pg_advisory_xact_lock(hashtext('fiscal_tills:' || $1::text))`, [businessId]);
  const [row] = await preparedQuery<FiscalTillRow>(
    manager,
    `INSERT INTO fiscal_tills AS t (station_id, business_id, pos_id, public_key, key_registered_at, created_at)
     VALUES ($1, $2, (SELECT COALESCE(MAX(pos_id), 0) + 1 FROM fiscal_tills WHERE business_id = $2), $3, $4, $4)
     ON CONFLICT (station_id, business_id) DO UPDATE
       SET public_key = COALESCE(t.public_key, EXCLUDED.public_key),
           key_registered_at = CASE WHEN t.public_key IS NULL THEN EXCLUDED.key_registered_at ELSE t.key_registered_at END
     RETURNING ${COLUMNS}`,
    [stationId, businessId, publicKey, now],
  );
  return row ?? null;
}

/**
 * The channel told, with a station's id, that the station's till changed: its shop fiscalized in Kosovo or no longer,
 * or a new key asked for.
 */
export const TILL_CHANNEL = 'station_tills';

/** Tells the shop's stations (or the one named) at the transaction's commit to ask about their till again. */
export async function notifyTillChanged(manager: EntityManager, businessId: string, stationId?: string): Promise<void> {
  await preparedQuery(
    manager,
    `SELECT pg_notify('${TILL_CHANNEL}', id::text) FROM print_stations
      WHERE business_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid)`,
    [businessId, stationId ?? null],
  );
}

/** The owner's request for a new key: the till keeps its POS number, the station registers its next key. */
export async function clearTillKey(
  db: DataSource | EntityManager,
  businessId: string,
  stationId: string,
): Promise<boolean> {
  const rows = await preparedQuery<{ stationId: string }>(
    db,
    `UPDATE fiscal_tills SET public_key = NULL, key_registered_at = NULL WHERE station_id = $1 AND business_id = $2
     RETURNING station_id AS "stationId"`,
    [stationId, businessId],
  );
  return rows.length === 1;
}

/** The shop's tills by POS number, with their stations' names. */
export function tillsOfShop(db: DataSource | EntityManager, businessId: string): Promise<NamedFiscalTillRow[]> {
  return preparedQuery<NamedFiscalTillRow>(
    db,
    `SELECT ${COLUMNS}, s.name AS "stationName" FROM fiscal_tills t JOIN print_stations s ON s.id = t.station_id
      WHERE t.business_id = $1 ORDER BY t.pos_id`,
    [businessId],
  );
}

/** The shop's tills holding a key, by POS number: the ones a payment may name. */
export function keyedTillsOfShop(db: DataSource | EntityManager, businessId: string): Promise<NamedFiscalTillRow[]> {
  return preparedQuery<NamedFiscalTillRow>(
    db,
    `SELECT ${COLUMNS}, s.name AS "stationName" FROM fiscal_tills t JOIN print_stations s ON s.id = t.station_id
      WHERE t.business_id = $1 AND t.public_key IS NOT NULL ORDER BY t.pos_id`,
    [businessId],
  );
}

/** The shop's lowest POS number with a key: the till of a payment that names none. */
export async function signingTillOfShop(manager: EntityManager, businessId: string): Promise<FiscalTillRow | null> {
  const [row] = await preparedQuery<FiscalTillRow>(
    manager,
    `SELECT ${COLUMNS} FROM fiscal_tills t WHERE t.business_id = $1 AND t.public_key IS NOT NULL ORDER BY t.pos_id LIMIT 1`,
    [businessId],
  );
  return row ?? null;
}

/**
 * Holds the till a payment's coupon goes to until the payment's transaction ends: its station's row, then the
 * till's (FOR KEY SHARE, the order a till's removal locks them in, FOR UPDATE), so that a removal waits for the
 * coupon and then settles it with the others. Null when the station, the till or its key went meanwhile.
 */
export async function holdSigningTill(
  manager: EntityManager,
  businessId: string,
  stationId: string,
): Promise<FiscalTillRow | null> {
  const [station] = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM print_stations WHERE id = $1 AND business_id = $2 FOR KEY SHARE`,
    [stationId, businessId],
  );
  if (!station) return null;
  const [row] = await preparedQuery<FiscalTillRow>(
    manager,
    `SELECT ${COLUMNS} FROM fiscal_tills t
      WHERE t.station_id = $1 AND t.business_id = $2 AND t.public_key IS NOT NULL FOR KEY SHARE`,
    [stationId, businessId],
  );
  return row ?? null;
}

/**
 * Locks the station's till row (the first lock of a till's removal, before its documents); null when the
 * shop has no till at that station.
 */
export async function lockTillOfStation(
  manager: EntityManager,
  businessId: string,
  stationId: string,
): Promise<FiscalTillRow | null> {
  const [row] = await preparedQuery<FiscalTillRow>(
    manager,
    `SELECT ${COLUMNS} FROM fiscal_tills t WHERE t.station_id = $1 AND t.business_id = $2 FOR UPDATE`,
    [stationId, businessId],
  );
  return row ?? null;
}
