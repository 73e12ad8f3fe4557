import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  END_OF_TABLE,
  TABLES_NOT_BACKED_UP,
  TABLE_LINE,
  type BackupManifest,
  type BackupTable,
} from './backup-format';

export class BackupError extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables, each after the tables its foreign keys point to. */
async function tablesInRestoreOrder(client: Client): Promise<BackupTable[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const ordered: string[] = [];
  const remaining = new Set(tables.map((table) => table.name).filter((name) => !TABLES_NOT_BACKED_UP.has(name)));
  while (remaining.size > 0) {
    const ready = [...remaining].filter((name) =>
      references.every((ref) => ref.child !== name || !remaining.has(ref.parent)),
    );
    if (ready.length === 0) throw new BackupError(`Circular foreign keys between ${[...remaining].join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table === name).map((column) => column.column),
    rows: 0,
  }));
}

/**
 * Writes every table as one consistent snapshot (a REPEATABLE READ transaction), while the product
 * keeps running: what the backup holds is the database as it was at one instant.
 */
export async function writeBackup(client: Client, output: Writable): Promise<BackupManifest> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = await tablesInRestoreOrder(client);
    for (const table of tables) {
      const { rows } = await client.query<{ count: number }>(`SELECT COUNT(*)::int AS count FROM ${quote(table.name)}`);
      table.rows = rows[0]?.count ?? 0;
    }
    const { rows: migrations } = await client.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY timestamp, id',
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: migrations.map((migration) => migration.name),
      tables,
    };
    await write(output, `${JSON.stringify(manifest)}\n`);
    for (const table of tables) {
      await write(output, `${TABLE_LINE}${table.name}\n`);
      const copy = client.query(copyTo(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) TO STDOUT`));
      await pipeline(copy, output, { end: false });
      await write(output, `${END_OF_TABLE}\n`);
    }
    await client.query('COMMIT');
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    output.end();
  }
}

function write(output: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => output.write(text, (error) => (error ? reject(error) : resolve())));
}

/**
 * Restores a backup into an empty database: `migrateTo` builds the schema the backup was taken with,
 * then every table is loaded in one transaction (all or nothing) and the identity sequences moved past
 * the restored rows. The application migrates further when it starts, if it is newer.
 */
export async function restoreBackup(
  client: Client,
  input: Readable,
  migrateTo: (migrations: string[]) => Promise<void>,
): Promise<BackupManifest> {
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  const manifest = parseManifest(first.done ? '' : first.value);
  await migrateTo(manifest.migrations);
  await client.query('BEGIN');
  try {
    for (const table of manifest.tables) {
      const header = await lines.next();
      if (header.done || header.value !== `${TABLE_LINE}${table.name}`)
        throw new BackupError(`The backup is cut short before table ${table.name}`);
      const copy = client.query(
        copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`),
      );
      const finished = new Promise<void>((resolve, reject) => copy.on('finish', resolve).on('error', reject));
      let rows = 0;
      for (;;) {
        const line = await lines.next();
        if (line.done) throw new BackupError(`The backup is cut short in table ${table.name}`);
        if (line.value === END_OF_TABLE) break;
        rows += 1;
        if (!copy.write(`${line.value}\n`)) await new Promise((resolve) => copy.once('drain', resolve));
      }
      copy.end();
      await finished;
      if (rows !== table.rows)
        throw new BackupError(`Table ${table.name}: ${rows} rows in the backup, ${table.rows} announced`);
    }
    // Identity columns (job_events.seq, sms_outbox.seq) continue after the restored values.
    await client.query(`
      DO $$
      DECLARE c record;
      BEGIN
        FOR c IN SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES' LOOP
          EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT MAX(%I) FROM %I), 0) + 1, false)',
                         c.table_name, c.column_name, c.column_name, c.table_name);
        END LOOP;
      END $$`);
    await client.query('COMMIT');
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function parseManifest(line: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(line) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('This is not a Servisi backup (no manifest).');
  }
  if (
    manifest.format !== BACKUP_FORMAT ||
    manifest.version !== BACKUP_VERSION ||
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.migrations)
  ) {
    throw new BackupError('This is not a Servisi backup of a version this program reads.');
  }
  return manifest as BackupManifest;
}
