import { PassThrough } from 'node:stream';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BackupError, restoreBackup, writeBackup } from '../src/backup/database-backup';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { keptAndRecomputed } from './support/kept-aggregates';
import { bearer, createJob, createShop, login, startTestApp, type Shop, type TestApp } from './support/test-app';
import { testDatabaseUrl } from './support/test-database';

/** Another database on the test's server, for the restore. */
function siblingUrl(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table's rows, in a fixed order, as a digest: equal contents give equal digests. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'rate_limits') ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ digest: string; rows: number }>(
      url,
      `SELECT md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, COUNT(*)::int AS rows FROM "${name}" t`,
    );
    digests[name] = `${row?.rows} rows, ${row?.digest}`;
  }
  return digests;
}

describe('backup and restore', () => {
  let t: TestApp;
  let shop: Shop;
  const restored = `restore_${process.pid}`;
  beforeAll(async () => {
    t = await startTestApp({}, new Date().toISOString());
    shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Qëndrim Çeku',
      clientPhone: '+383 49 111 222',
      estimatedPrice: 49.99,
    });
    await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'completed' });
    await t
      .http()
      .post(`/api/jobs/${job.id}/messages`)
      .set(bearer(shop.token))
      .send({ message: 'Ekrani u ndërrua.\nKlienti u njoftua, "me kënaqësi".' });
    for (let index = 0; index < 5; index += 1)
      await createJob(t, shop.token, shop.worker.id, { clientName: `Klient ${index}\ttab` });
    await query(siblingUrl('postgres'), `DROP DATABASE IF EXISTS ${restored}`);
    await query(siblingUrl('postgres'), `CREATE DATABASE ${restored}`);
  });
  afterAll(async () => {
    await t.close();
    await query(siblingUrl('postgres'), `DROP DATABASE IF EXISTS ${restored}`);
  });

  it('restores, into an empty database, exactly what was backed up, and the product works on it', async () => {
    const source = new Client({ connectionString: testDatabaseUrl() });
    await source.connect();
    const stream = new PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const manifest = await writeBackup(source, stream);
    await source.end();
    expect(manifest.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['users', 'businesses', 'jobs', 'job_events', 'clients', 'job_counts']),
    );
    expect(manifest.tables.findIndex((table) => table.name === 'users')).toBeLessThan(
      manifest.tables.findIndex((table) => table.name === 'jobs'),
    );
    // Generated columns are left to the database.
    expect(manifest.tables.find((table) => table.name === 'jobs')?.columns).not.toContain('search_text');

    const target = new Client({ connectionString: siblingUrl(restored) });
    await target.connect();
    const migrate = async (names: string[]) => {
      expect(names).toEqual(MIGRATIONS.map((migration) => new migration().name));
      const dataSource = new DataSource({ ...dataSourceOptions(siblingUrl(restored), 2) });
      await dataSource.initialize();
      await dataSource.runMigrations();
      await dataSource.destroy();
    };
    await restoreBackup(target, PassThrough.from(Buffer.concat(chunks)), migrate);
    await target.end();
    expect(await tableDigests(siblingUrl(restored))).toEqual(await tableDigests(testDatabaseUrl()));

    // The restored database serves the same shop: same password, same jobs, and new rows get new ids.
    const restoredApp = await startTestApp({ DATABASE_URL: siblingUrl(restored) }, undefined, { freshDatabase: false });
    try {
      const owner = await login(restoredApp, shop.email, shop.password);
      const list = await restoredApp.http().get('/api/jobs?search=qendrim').set(bearer(owner.token));
      expect(list.body.map((job: { clientName: string }) => job.clientName)).toEqual(['Qëndrim Çeku']);
      await createJob(restoredApp, owner.token, shop.worker.id);
      const { kept, recomputed } = await keptAndRecomputed(restoredApp.db, shop.business.id);
      expect(kept).toEqual(recomputed);
    } finally {
      await restoredApp.close();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const target = new Client({ connectionString: siblingUrl('postgres') });
    await target.connect();
    await expect(
      restoreBackup(target, PassThrough.from(Buffer.from('hello\n')), async () => undefined),
    ).rejects.toThrow(BackupError);
    await target.end();
  });
});
