import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Readable } from 'node:stream';

/**
 * The output of a COPY … TO STDOUT as it comes from PostgreSQL, on a connection of its own that goes
 * back to the pool when the output ends; if the reader leaves midway, `destroy` it: the connection's
 * COPY goes with it (the connection is closed, not reused).
 */
export async function copyOut(dataSource: DataSource, statement: string): Promise<{ rows: Readable; done: (error?: Error) => void }> {
  const client = await ((dataSource.driver as PostgresDriver).master as Pool).connect();
  let released = false;
  const done = (error?: Error): void => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const rows = client.query(copyTo(statement));
  rows.on('error', (error: Error) => done(error));
  rows.on('end', () => done());
  return { rows, done };
}
