import type { Client } from 'pg';

/** Raise when the generated data changes, so that an older seed is replaced rather than measured. */
export const SEED_VERSION = 2;

export interface SeedParameters {
  scale: number;
  shops: number;
}

export interface SeedRecord {
  state: 'seeding' | 'done';
  version: number;
  parameters: SeedParameters;
  seconds: number | null;
  /** What the runner needs: the long-history job, counts for the log. */
  details: { longHistoryJobId?: string | null; jobs?: number; events?: number; clients?: number };
}

/**
 * bench_meta marks a database as the bench's own: a seed starts by writing "seeding" and ends by
 * writing "done", so a second run skips a finished seed and replaces an interrupted one.
 */
export async function readMarker(db: Client): Promise<SeedRecord | null> {
  const exists = await db.query(`SELECT to_regclass('public.bench_meta') IS NOT NULL AS found`);
  if (!exists.rows[0]?.found) return null;
  const { rows } = await db.query<SeedRecord>(`SELECT state, version, parameters, seconds, details FROM bench_meta`);
  return rows[0] ?? null;
}

export async function startMarker(db: Client, parameters: SeedParameters): Promise<void> {
  await db.query(`
    CREATE TABLE bench_meta (
      state text NOT NULL,
      version integer NOT NULL,
      parameters jsonb NOT NULL,
      seconds numeric,
      details jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await db.query(`INSERT INTO bench_meta (state, version, parameters) VALUES ('seeding', $1, $2)`, [
    SEED_VERSION,
    JSON.stringify(parameters),
  ]);
}

export async function finishMarker(db: Client, seconds: number, details: SeedRecord['details']): Promise<void> {
  await db.query(`UPDATE bench_meta SET state = 'done', seconds = $1, details = $2, updated_at = now()`, [
    seconds,
    JSON.stringify(details),
  ]);
}

export function matches(record: SeedRecord | null, parameters: SeedParameters): boolean {
  return (
    record !== null &&
    record.state === 'done' &&
    record.version === SEED_VERSION &&
    Number(record.parameters.scale) === parameters.scale &&
    Number(record.parameters.shops) === parameters.shops
  );
}
