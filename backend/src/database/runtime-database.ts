import { join } from 'node:path';
import type { AppConfig, RuntimeConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres.launcher';
import { readOrCreateSecret } from './secret-file';

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

export interface RuntimeDatabase {
  config: RuntimeConfig;
  stop(): Promise<void>;
}

/** Chooses the database: DATABASE_URL when set, otherwise an embedded PostgreSQL with its data under DATA_DIR. */
export async function prepareRuntime(config: AppConfig, log: Log): Promise<RuntimeDatabase> {
  if (config.databaseUrl && config.jwtSecret) {
    return { config: { ...config, databaseUrl: config.databaseUrl, jwtSecret: config.jwtSecret }, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  const jwtSecret = config.jwtSecret ?? (await readOrCreateSecret(join(config.dataDir, 'jwt-secret')));
  return { config: { ...config, databaseUrl: embedded.url, jwtSecret }, stop: embedded.stop };
}
