import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { DataSource, EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

const names = new Map<string, string>();

/** One name per statement text: texts are built from fixed pieces (values are always parameters), so they are few. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `servisi_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The pg connection to run on: the transaction's own when the manager has one, else the pool. A
 * transaction whose connection was lost is over: its statements must never go to another connection.
 */
async function executorOf(db: DataSource | EntityManager): Promise<Pool | PoolClient> {
  if (db instanceof EntityManager && db.queryRunner) {
    if (db.queryRunner.isReleased) throw new QueryRunnerAlreadyReleasedError();
    // connect() answers the runner's connection, already open inside a transaction.
    return (await db.queryRunner.connect()) as PoolClient;
  }
  return (dataSourceOf(db).driver as PostgresDriver).master as Pool;
}

function dataSourceOf(db: DataSource | EntityManager): DataSource {
  return db instanceof EntityManager ? db.connection : db;
}

/** False when the data source was opened for a pooler that cannot keep named statements (dataSourceOptions). */
function namesStatements(db: DataSource | EntityManager): boolean {
  return (dataSourceOf(db).options as { extra?: { namedStatements?: boolean } }).extra?.namedStatements !== false;
}

/**
 * Runs a statement of the request path (session lookup, lists, a job's writes) as a named prepared
 * statement: each connection parses and plans it once instead of on every call, which is most of what
 * such a short statement costs the database. Inside a transaction, pass its EntityManager. Behind a pooler in
 * transaction mode without prepared-statement support the statement goes unnamed (parsed each time).
 */
export async function preparedQuery<T>(db: DataSource | EntityManager, text: string, values: unknown[]): Promise<T[]> {
  try {
    const executor = await executorOf(db);
    const result: QueryResult = await executor.query(
      namesStatements(db) ? { name: nameOf(text), text, values } : { text, values },
    );
    return result.rows as T[];
  } catch (error) {
    // The error TypeORM raises for its own queries, so that the exception filter reads both alike.
    if (
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(error.code)
    ) {
      throw new QueryFailedError(text, values, error);
    }
    throw error;
  }
}
