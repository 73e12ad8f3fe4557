/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]`: a consistent copy of the
 * product's database, and the way back. Reads the same configuration as the server: DATABASE_URL, or
 * the embedded database under DATA_DIR (a running server's PostgreSQL is used as it is, so a backup
 * needs no stop; a restore does).
 */
import 'reflect-metadata';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import {
  EMBEDDED_DATABASE_NAME,
  embeddedPostgresDir,
  holdsPostgresData,
  startEmbeddedPostgres,
} from '../database/embedded-postgres.launcher';
import { MIGRATIONS } from '../database/migrations';
import { holdsPgliteData } from '../database/pglite.launcher';
import { isAlive, isPostmasterOf, readPostmasterLock } from '../database/postmaster-lock';
import { BackupError, restoreBackup, writeBackup } from './database-backup';

const log = { log: (message: string) => console.error(message), warn: (message: string) => console.error(message) };

interface OpenDatabase {
  url: string;
  close(): Promise<void>;
}

/** The embedded PostgreSQL a running server started: its port is in postmaster.pid. */
async function runningEmbedded(dataDir: string): Promise<string | null> {
  const databaseDir = embeddedPostgresDir(dataDir);
  const lock = await readPostmasterLock(databaseDir);
  if (!lock || !isAlive(lock.pid) || !(await isPostmasterOf(lock.pid, databaseDir))) return null;
  const password = (await readFile(join(resolve(dataDir), 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/${EMBEDDED_DATABASE_NAME}`;
}

async function openDatabase(config: AppConfig, purpose: 'backup' | 'restore'): Promise<OpenDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  if (config.embeddedDatabase === 'pglite' || (holdsPgliteData(config.dataDir) && !holdsPostgresData(config.dataDir))) {
    throw new BackupError(
      'This DATA_DIR holds a PGlite database, which only the server itself can open. Use the embedded PostgreSQL or DATABASE_URL.',
    );
  }
  const running = await runningEmbedded(config.dataDir);
  if (running) {
    if (purpose === 'restore')
      throw new BackupError('The server is running on this DATA_DIR: stop it before restoring.');
    return { url: running, close: async () => undefined };
  }
  const database = await startEmbeddedPostgres(config.dataDir, log);
  return { url: database.url, close: database.stop };
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function backup(config: AppConfig, file: string): Promise<void> {
  const database = await openDatabase(config, 'backup');
  try {
    const client = await connect(database.url);
    try {
      await mkdir(dirname(file), { recursive: true });
      const gzip = createGzip();
      const written = new Promise<void>((done, fail) =>
        gzip.pipe(createWriteStream(file)).on('finish', done).on('error', fail),
      );
      const manifest = await writeBackup(client, gzip);
      await written;
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      log.log(
        `Backup written to ${file}: ${manifest.tables.length} tables, ${rows} rows, schema ${manifest.migrations.at(-1) ?? '(empty)'}`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

async function restore(config: AppConfig, file: string, replace: boolean): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const database = await openDatabase(config, 'restore');
  try {
    const client = await connect(database.url);
    try {
      const { rows } = await client.query<{ count: number }>(
        `SELECT COUNT(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      if ((rows[0]?.count ?? 0) > 0) {
        if (!replace)
          throw new BackupError(
            'The database is not empty. Run again with --replace to replace everything in it by the backup.',
          );
        await client.query('DROP SCHEMA public CASCADE');
        await client.query('CREATE SCHEMA public');
      }
      const manifest = await restoreBackup(client, createReadStream(file).pipe(createGunzip()), (names) =>
        migrateTo(database.url, names),
      );
      const restored = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      log.log(
        `Restored ${restored} rows of ${manifest.tables.length} tables from the backup of ${manifest.createdAt}. Start the server to use them.`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

/** The schema as it was when the backup was taken: its migrations, no more (the server adds newer ones). */
async function migrateTo(url: string, names: string[]): Promise<void> {
  const known = MIGRATIONS.map((migration) => new migration().name ?? migration.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new BackupError(
      `The backup comes from a newer version of Servisi (schema ${unknown.join(', ')}): update first.`,
    );
  const dataSource = new DataSource({
    ...dataSourceOptions(url, 2),
    migrations: MIGRATIONS.filter((_, index) => names.includes(known[index]!)),
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}

function defaultBackupFile(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return resolve('backups', `servisi-${stamp}.backup.gz`);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const replace = rest.includes('--replace');
  const file = rest.find((argument) => !argument.startsWith('--'));
  const config = loadConfig();
  if (command === 'backup') return backup(config, resolve(file ?? defaultBackupFile()));
  if (command === 'restore' && file) return restore(config, resolve(file), replace);
  throw new BackupError('Usage: npm run backup [-- <file>] | npm run restore -- <file> [--replace]');
}

main().catch((error: unknown) => {
  log.warn(
    error instanceof BackupError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error),
  );
  process.exit(1);
});
