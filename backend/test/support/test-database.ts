import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';

/** Set by global-setup.ts for the test files: the URL of the PostgreSQL server the tests use. */
export const RESOLVED_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL_RESOLVED';
/** Set by global-setup.ts: the prefix of this run's databases (its template and one per jest worker). */
export const DATABASE_PREFIX_VARIABLE = 'TEST_DATABASE_PREFIX';

export interface EmbeddedTestDatabase {
  dir: string;
  stop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env[RESOLVED_DATABASE_URL_VARIABLE];
  if (!url) throw new Error(`${RESOLVED_DATABASE_URL_VARIABLE} is not set: run the tests through jest.config.js`);
  return url;
}

function prefix(): string {
  const value = process.env[DATABASE_PREFIX_VARIABLE];
  if (!value) throw new Error(`${DATABASE_PREFIX_VARIABLE} is not set: run the tests through jest.config.js`);
  return value;
}

export function templateDatabaseName(runPrefix: string): string {
  return `${runPrefix}_template`;
}

export function workerDatabaseName(runPrefix: string, workerId: number): string {
  return `${runPrefix}_w${workerId}`;
}

/** The same server with another database in its path. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** This jest worker's own database: parallel workers never share one. */
export function testDatabaseUrl(): string {
  return databaseUrl(serverUrl(), workerDatabaseName(prefix(), workerId()));
}

/**
 * TEST_POOLER_URL: a PgBouncer in transaction mode in front of the test server. The apps under test then reach
 * their database through it, as a fleet does, while databases are created and copied on the server itself.
 */
export function testPoolerEnv(): Record<string, string> {
  const pooler = process.env.TEST_POOLER_URL?.trim();
  if (!pooler) return {};
  const name = workerDatabaseName(prefix(), workerId());
  return {
    DATABASE_URL: databaseUrl(pooler, name),
    DATABASE_SESSION_URL: testDatabaseUrl(),
    DATABASE_NAMED_STATEMENTS: 'false',
  };
}

function workerId(): number {
  return Number(process.env.JEST_WORKER_ID ?? '1');
}

/** Runs statements on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the target). */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The schema the application's migrations build, once per run, copied for each test file. */
export async function createTemplateDatabase(url: string, name: string): Promise<void> {
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  const db = await new DataSource(dataSourceOptions(databaseUrl(url, name), 2)).initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
}

/** A database copied from the migrated template: what the application would build, in a fraction of the time. */
export async function copyTemplate(url: string, template: string, name: string): Promise<void> {
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name} TEMPLATE ${template}`]);
}

/** The worker's database, migrated, with no rows: where every test file starts. */
export async function freshTestDatabase(): Promise<void> {
  await copyTemplate(serverUrl(), templateDatabaseName(prefix()), workerDatabaseName(prefix(), workerId()));
}

/** An empty schema, for the tests of the migrations themselves (and of a start on an empty database). */
export async function resetDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}
