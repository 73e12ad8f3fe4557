import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { GuardedClient } from './guarded-client';
import { MIGRATIONS } from './migrations';
import { withStartupLock } from './startup-lock';
import { APP_PG_TYPES } from './timestamptz-parser';

/**
 * TypeORM options shared by the application and the tests: migrations only, never synchronize. The
 * application runs the migrations itself, under the start-up lock (openDataSource).
 */
export function dataSourceOptions(
  databaseUrl: string,
  poolSize: number,
  { namedStatements = true }: { namedStatements?: boolean } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries reach the exception filter, which answers and logs what is unexpected.
    logging: false,
    // namedStatements is ours (read by preparedQuery); pg ignores a key it does not know.
    extra: { max: poolSize, Client: GuardedClient, namedStatements, types: APP_PG_TYPES },
  };
}

/**
 * Opens the data source and brings the schema up to date, one backend at a time. The migrations run on a
 * session connection (`sessionUrl`, direct to PostgreSQL): a pooler in transaction mode may cut a long
 * migration's statements apart.
 */
export async function openDataSource(
  options: DataSourceOptions,
  poolSize: number,
  sessionUrl: string,
): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  const sameConnection = 'url' in options && options.url === sessionUrl;
  const migrator = sameConnection
    ? dataSource
    : await new DataSource({
        ...options,
        url: sessionUrl,
        extra: { ...options.extra, max: 1 },
      } as DataSourceOptions).initialize();
  try {
    await withStartupLock(sessionUrl, poolSize, () => migrator.runMigrations({ transaction: 'each' }));
  } finally {
    if (migrator !== dataSource) await migrator.destroy();
  }
  return dataSource;
}
