import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, onDatabaseServer } from './database';
import { databaseUrl, SHARED_DATABASE_SERVER_ENV } from './environment';
import { freePort, startServer, type ServerProcess } from './server-process';

/** A backend of a test's own, on a database and a data folder of its own; `stop` removes all three. */
export interface OwnServer {
  server: ServerProcess;
  stop(): Promise<void>;
}

/**
 * Starts a backend with settings of its own (a tax office's double, say) beside the suite's shared one, on the same
 * database server. `name` (letters and underscores) names its database.
 */
export async function startOwnServer(name: string, env: Record<string, string>): Promise<OwnServer> {
  const database = `${name}_${process.pid}_${Date.now()}`;
  const url = await createDatabase(databaseUrl(), database);
  const dataDir = await mkdtemp(join(tmpdir(), `repair-shop-${name}-`));
  const server = await startServer(
    { DATABASE_URL: url, DATA_DIR: dataDir, ...SHARED_DATABASE_SERVER_ENV, LOG_LEVEL: 'warn', ...env },
    await freePort(),
    { hashing: 'tests' },
  );
  return {
    server,
    stop: async () => {
      await server.stop();
      await onDatabaseServer(databaseUrl(), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
