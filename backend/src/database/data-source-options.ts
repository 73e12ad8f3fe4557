import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { GuardedClient } from './guarded-client';
import { MIGRATIONS } from './migrations';

/** TypeORM options shared by the application and the migration CLI: migrations only, never synchronize. */
export function dataSourceOptions(databaseUrl: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries reach the exception filter, which answers and logs what is unexpected.
    logging: false,
    extra: { max: poolSize, Client: GuardedClient },
  };
}
