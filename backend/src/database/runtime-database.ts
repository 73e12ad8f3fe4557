import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig, RuntimeConfig } from '../config/app-config';
import {
  embeddedPostgresDir,
  holdsPostgresData,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './embedded-postgres.launcher';
import { holdsPgliteData, startPglite } from './pglite.launcher';
import { DataDirectoryInUseError } from './postmaster-lock';
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
 * DATA_DIR (or PGlite, see startEmbedded).
 */
export async function prepareRuntime(config: AppConfig, log: Log): Promise<RuntimeDatabase> {
  if (config.databaseUrl && config.jwtSecret && config.deviceLockKey) {
    return {
      config: {
        ...config,
        databaseUrl: config.databaseUrl,
        databaseSessionUrl: config.databaseSessionUrl ?? config.databaseUrl,
        jwtSecret: config.jwtSecret,
        deviceLockKey: config.deviceLockKey,
        databasePoolSize: POOL_SIZE,
      },
      stop: async () => undefined,
    };
  }
  const { database, poolSize } = await startEmbedded(config, log);
  const jwtSecret = config.jwtSecret ?? (await readOrCreateSecret(join(config.dataDir, 'jwt-secret')));
  // Losing this file loses the unlock codes kept so far (they cannot be decrypted), nothing else.
  const deviceLockKey = config.deviceLockKey ?? (await readOrCreateSecret(join(config.dataDir, 'device-lock-key')));
  return {
    config: {
      ...config,
      databaseUrl: database.url,
      databaseSessionUrl: database.url,
      jwtSecret,
      deviceLockKey,
      databasePoolSize: poolSize,
    },
    stop: database.stop,
  };
}

/**
 * PostgreSQL, unless PGlite was asked for or already holds this DATA_DIR's data. PGlite stands in for
 * PostgreSQL only when PostgreSQL cannot run and DATA_DIR holds no PostgreSQL data yet: a database that
 * exists but cannot be opened is an error that stops the start, never a silent empty database.
 */
async function startEmbedded(config: AppConfig, log: Log): Promise<{ database: EmbeddedDatabase; poolSize: number }> {
  if (config.embeddedDatabase === 'pglite') return startPgliteDatabase(config, log);
  if (!holdsPostgresData(config.dataDir) && holdsPgliteData(config.dataDir)) {
    log.log(`Using the PGlite database already in ${config.dataDir}`);
    return startPgliteDatabase(config, log);
  }
  const hadData = holdsPostgresData(config.dataDir);
  try {
    return { database: await startEmbeddedPostgres(config.dataDir, log, { watchdog: true }), poolSize: POOL_SIZE };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (hadData || error instanceof DataDirectoryInUseError) {
      throw new Error(
        `The embedded PostgreSQL in ${embeddedPostgresDir(config.dataDir)} could not start (${reason}). Its data is kept as it is.`,
        {
          cause: error,
        },
      );
    }
    log.warn(`The embedded PostgreSQL could not start (${reason}); this new DATA_DIR uses PGlite instead`);
    // The cluster this start created holds nothing; left behind, it would pass for a database next time.
    await rm(embeddedPostgresDir(config.dataDir), { recursive: true, force: true });
    return startPgliteDatabase(config, log);
  }
}

async function startPgliteDatabase(
  config: AppConfig,
  log: Log,
): Promise<{ database: EmbeddedDatabase; poolSize: number }> {
  const database = await startPglite(config.dataDir);
  log.log('PGlite is running (one connection at a time)');
  return { database, poolSize: 1 };
}
