import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EmbeddedDatabase } from './embedded-postgres.launcher';
import { findFreePort } from './free-port';

/**
 * The fallback when the PostgreSQL binaries cannot run here: PGlite (PostgreSQL compiled to WASM)
 * behind a localhost socket, so the application keeps the same migrations and the same `pg` driver.
 * PGlite runs one query at a time, so the application must use a single connection with it.
 */
export function holdsPgliteData(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), 'pglite', 'PG_VERSION'));
}

export async function startPglite(dataDir: string): Promise<EmbeddedDatabase> {
  // These packages are ESM only; dynamic imports load them from this CommonJS build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const directory = join(resolve(dataDir), 'pglite');
  await mkdir(directory, { recursive: true });
  const db = await PGlite.create(directory, { extensions: { pg_trgm, btree_gin } });
  const port = await findFreePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 4 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
