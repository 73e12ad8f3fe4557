import { Client } from 'pg';
import type { BenchOptions } from '../options';
import { startBenchBackend } from '../backend';
import { registerMeasuredOwners, insertOtherShops } from './accounts';
import { createIndexes, dropSecondaryIndexes } from './bulk-indexes';
import { addLongHistory, computeKeptFigures } from './derived';
import { HISTORY_YEARS, insertJobBatch } from './jobs';
import { finishMarker, matches, readMarker, startMarker, type SeedRecord } from './marker';
import { planShops } from './plan';

/** Jobs per batch: big enough to be fast, small enough to show progress every few seconds. */
const JOBS_PER_BATCH = 60_000;

const LONG_HISTORY_LINES = 60;

type Log = (message: string) => void;

/**
 * Makes the database hold the bench's data for these options, seeding it only when it does not
 * already (bench_meta). Refuses a database that holds tables but is not the bench's.
 */
export async function ensureSeeded(databaseUrl: string, options: BenchOptions, log: Log): Promise<SeedRecord> {
  const parameters = { scale: options.scale, shops: options.shops };
  const db = new Client({ connectionString: databaseUrl });
  // The failing query reports the error; without a listener the process would also die of it.
  db.on('error', (error) => log(`Database connection: ${error.message}`));
  await db.connect();
  try {
    const marker = await readMarker(db);
    if (marker && matches(marker, parameters)) {
      log(
        `Seed found (scale ${parameters.scale}, ${parameters.shops} shops, seeded in ${Math.round(Number(marker.seconds))} s): not seeding again.`,
      );
      return marker;
    }
    const tables = await db.query<{ count: number }>(
      `SELECT COUNT(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
    );
    if (!marker && (tables.rows[0]?.count ?? 0) > 0) {
      throw new Error(
        "The bench database holds tables but no bench_meta: it is not the bench's, so it is left alone. Point BENCH_DATABASE_URL at an empty database.",
      );
    }
    if (marker) {
      log(
        marker.state === 'done'
          ? 'The seed was made with other parameters: seeding again.'
          : 'An earlier seed did not finish: seeding again.',
      );
      await db.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    }
    await startMarker(db, parameters);
    return await seed(db, databaseUrl, options, log);
  } finally {
    await db.end();
  }
}

async function seed(db: Client, databaseUrl: string, options: BenchOptions, log: Log): Promise<SeedRecord> {
  const started = Date.now();
  const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const plans = planShops(options);
  const totalJobs = plans.reduce((sum, plan) => sum + plan.jobs, 0);
  log(`Seeding ${plans.length} shops and ${totalJobs.toLocaleString('en')} jobs (scale ${options.scale}).`);

  // The schema is the application's own: the backend migrates it at start. The measured owners sign up through it.
  const backend = await startBenchBackend(databaseUrl);
  try {
    await registerMeasuredOwners(backend.baseUrl);
  } finally {
    await backend.stop();
  }
  log(`  schema migrated, measured owners registered (${elapsed()})`);

  await db.query(`SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
  try {
    // Rows are consistent by construction; skipping the foreign-key triggers saves millions of lookups.
    await db.query(`SET session_replication_role = replica`);
  } catch {
    log('  (not a superuser: foreign keys are checked row by row, which is slower)');
  }
  await insertOtherShops(db, plans);
  log(`  ${plans.length - 3} other owners, businesses and workers inserted (${elapsed()})`);

  const indexes = await dropSecondaryIndexes(db, ['jobs', 'job_events']);
  const now = new Date();
  const start = new Date(now.getTime() - HISTORY_YEARS * 365.25 * 24 * 3600 * 1000);
  const batches = Math.max(1, Math.ceil(totalJobs / JOBS_PER_BATCH));
  let inserted = 0;
  for (let index = 0; index < batches; index++) {
    inserted += await insertJobBatch(db, { from: index / batches, to: (index + 1) / batches, start, now });
    log(`  jobs ${inserted.toLocaleString('en')} / ${totalJobs.toLocaleString('en')} (${elapsed()})`);
  }
  await createIndexes(db, indexes, log);
  log(`  indexes rebuilt (${elapsed()})`);

  await computeKeptFigures(db);
  const big = await db.query<{ business_id: string }>(`SELECT business_id FROM bench_shops WHERE n = 1`);
  const longHistoryJobId = await addLongHistory(db, big.rows[0]?.business_id ?? '', LONG_HISTORY_LINES);
  log(`  job counts and clients computed (${elapsed()})`);

  await db.query(`SET session_replication_role = DEFAULT`).catch(() => undefined);
  await db.query('VACUUM (ANALYZE)');
  log(`  VACUUM ANALYZE done (${elapsed()})`);

  const { rows } = await db.query<{ jobs: number; events: number; clients: number }>(
    `SELECT (SELECT COUNT(*)::int FROM jobs) AS jobs, (SELECT COUNT(*)::int FROM job_events) AS events, (SELECT COUNT(*)::int FROM clients) AS clients`,
  );
  const seconds = (Date.now() - started) / 1000;
  const details = { longHistoryJobId, ...rows[0] };
  await finishMarker(db, seconds, details);
  log(
    `Seeded in ${formatDuration(seconds)}: ${details.jobs?.toLocaleString('en')} jobs, ${details.events?.toLocaleString('en')} history lines, ${details.clients?.toLocaleString('en')} clients.`,
  );
  return { state: 'done', version: 0, parameters: { scale: options.scale, shops: options.shops }, seconds, details };
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}
