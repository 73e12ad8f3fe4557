import type { DataSource } from 'typeorm';

/** The advisory lock the start-up steps share (an arbitrary constant: "servisi" in ASCII). */
const STARTUP_LOCK = 0x736572766973;

/**
 * Runs a start-up step (the migrations, creating the administrator) while holding a PostgreSQL advisory
 * lock, so that backends started at the same moment on one database take turns instead of colliding
 * (a duplicate extension, a second administrator). With one connection in all (PGlite), only one
 * backend can run anyway, and a second connection for the lock would wait forever: no lock then.
 */
export async function withStartupLock<T>(dataSource: DataSource, poolSize: number, step: () => Promise<T>): Promise<T> {
  if (poolSize <= 1) return step();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await step();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
