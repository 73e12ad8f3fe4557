import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { GuardedClient } from './guarded-client';
import { MIGRATIONS } from './migrations';
import { withStartupLock } from './startup-lock';

/**
 * TypeORM options shared by the application and the tests: migrations only, never synchronize. The
 * application runs the migrations itself, under the start-up lock (openDataSource).
 */
export function dataSourceOptions(databaseUrl: string, poolSize: number): DataSourceOptions {
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
    extra: { max: poolSize, Client: GuardedClient },
  };
}

/** Opens the data source and brings the schema up to date, one backend at a time. */
export async function openDataSource(options: DataSourceOptions, poolSize: number): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  await withStartupLock(dataSource, poolSize, () => dataSource.runMigrations({ transaction: 'each' }));
  return dataSource;
}
