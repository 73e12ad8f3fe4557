import { GuardedClient } from './guarded-client';

/** The advisory lock the start-up steps share (an arbitrary constant: "servisi" in ASCII). */
const STARTUP_LOCK = 0x736572766973;

/**
 * Runs a start-up step (the migrations, creating the administrator) while holding a PostgreSQL advisory
 * lock, so that backends started at the same moment on one database take turns instead of colliding
 * (a duplicate extension, a second administrator). The lock lives on a connection of its own to
 * `sessionUrl`: through a pooler in transaction mode a session lock would be taken and released on
 * different server connections. With one connection in all (PGlite), only one backend can run anyway,
 * and a second connection would wait forever: no lock then.
 */
export async function withStartupLock<T>(sessionUrl: string, poolSize: number, step: () => Promise<T>): Promise<T> {
  if (poolSize <= 1) return step();
  const client = new GuardedClient({ connectionString: sessionUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await step();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}
