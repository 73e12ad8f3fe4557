import { join } from 'node:path';
import type { AppConfig, RuntimeConfig } from '../config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.launcher';
import { startPglite } from './pglite.launcher';
import { readOrCreateSecret } from './secret-file';

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

export interface RuntimeDatabase {
  config: RuntimeConfig;
  stop(): Promise<void>;
}

const POOL_SIZE = 10;

/**
 * Chooses the database: DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under
 * DATA_DIR, or PGlite when PostgreSQL's binaries cannot run on this machine.
 */
export async function prepareRuntime(config: AppConfig, log: Log): Promise<RuntimeDatabase> {
  if (config.databaseUrl && config.jwtSecret) {
    return {
      config: { ...config, databaseUrl: config.databaseUrl, jwtSecret: config.jwtSecret, databasePoolSize: POOL_SIZE },
      stop: async () => undefined,
    };
  }
  const { database, poolSize } = await startEmbedded(config, log);
  const jwtSecret = config.jwtSecret ?? (await readOrCreateSecret(join(config.dataDir, 'jwt-secret')));
  return { config: { ...config, databaseUrl: database.url, jwtSecret, databasePoolSize: poolSize }, stop: database.stop };
}

async function startEmbedded(config: AppConfig, log: Log): Promise<{ database: EmbeddedDatabase; poolSize: number }> {
  if (config.embeddedDatabase === 'postgres') {
    try {
      return { database: await startEmbeddedPostgres(config.dataDir, log), poolSize: POOL_SIZE };
    } catch (error) {
      log.warn(`The embedded PostgreSQL could not start (${error instanceof Error ? error.message : String(error)}); using PGlite instead`);
    }
  }
  const database = await startPglite(config.dataDir);
  log.log('PGlite is running (one connection at a time)');
  return { database, poolSize: 1 };
}
