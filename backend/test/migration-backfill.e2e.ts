import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { ScaleListsAndAggregates1763800000000 } from '../src/database/migrations/1763800000000-scale-lists-and-aggregates';
import { keptAndRecomputed } from './support/kept-aggregates';
import { resetDatabase, testDatabaseUrl } from './support/test-database';

/** A database written before the scale migration gets its kept figures back-filled from its history. */
describe('migration 1763800000000 on existing data', () => {
  const url = testDatabaseUrl();
  const before = MIGRATIONS.indexOf(ScaleListsAndAggregates1763800000000);
  let db: DataSource;

  beforeAll(async () => {
    await resetDatabase(url);
    const old = new DataSource({
      ...dataSourceOptions(url, 2),
      migrations: MIGRATIONS.slice(0, before),
      migrationsRun: false,
    });
    await old.initialize();
    await old.runMigrations();
    const [user] = await old.query(
      `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ilir', 'Hoxha', 'ilir@dyqani.test', 'x') RETURNING id`,
    );
    const [business] = await old.query(
      `INSERT INTO businesses (owner_id, name, contact_number, country, city) VALUES ($1, 'Servisi', '044 000 000', 'kosovo', 'Pejë') RETURNING id`,
      [user.id],
    );
    const [worker] = await old.query(
      `INSERT INTO workers (business_id, first_name, last_name, phone_number) VALUES ($1, 'Driton', 'Gashi', '049 000 000') RETURNING id`,
      [business.id],
    );
    const job = async (
      name: string,
      phone: string,
      status: string,
      price: number | null,
      createdAt: string,
      history: [string, string][],
    ) => {
      const [row] = await old.query(
        `INSERT INTO jobs (business_id, worker_id, status, client_name, client_phone, client_phone_key, device_model, device_imei,
                           device_code, work_description, estimated_price, tracking_token, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::text, regexp_replace($5::text, '[^0-9]', '', 'g'), 'iPhone 13', '356789012345678', '0000', 'Ekrani',
                 $6, md5(random()::text), $7, $7) RETURNING id`,
        [business.id, worker.id, status, name, phone, price, createdAt],
      );
      for (const [reached, at] of [['new', createdAt] as [string, string], ...history]) {
        await old.query(
          `INSERT INTO job_events (job_id, type, status, message, created_at) VALUES ($1, 'status', $2, '.', $3)`,
          [row.id, reached, at],
        );
      }
    };
    // Saved as +383 and as 0: one client after the migration, named as on the latest job.
    await job('Qëndrim Çeku', '+383 49 111 222', 'completed', 40, '2026-01-01T09:00:00Z', [
      ['ready', '2026-01-02T09:00:00Z'],
      ['completed', '2026-01-03T09:00:00Z'],
      ['in_process', '2026-01-04T09:00:00Z'],
      ['ready', '2026-01-05T09:00:00Z'],
      ['completed', '2026-01-06T09:00:00Z'],
    ]);
    await job('Qëndrim Ç.', '049 111 222', 'ready', 25.5, '2026-01-10T09:00:00Z', [['ready', '2026-01-11T09:00:00Z']]);
    await job('Ëndrita Dërmaku', '044 555 666', 'new', null, '2026-01-12T09:00:00Z', []);
    await old.destroy();

    db = new DataSource({ ...dataSourceOptions(url, 2) });
    await db.initialize();
    await db.runMigrations();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('fills the counters, the clients and the times on the jobs as the application keeps them', async () => {
    const [{ id }] = await db.query(`SELECT id FROM businesses`);
    const { kept, recomputed } = await keptAndRecomputed(db, id);
    expect(kept).toEqual(recomputed);
    const clients = await db.query(
      `SELECT name, phone_key, job_count, total_spent::text FROM clients ORDER BY phone_key`,
    );
    expect(clients).toEqual([
      { name: 'Ëndrita Dërmaku', phone_key: '044555666', job_count: 1, total_spent: '0.00' },
      { name: 'Qëndrim Ç.', phone_key: '049111222', job_count: 2, total_spent: '40.00' },
    ]);
    const [first] = await db.query(
      `SELECT ready_at, completed_at, last_completed_at FROM jobs WHERE client_name = 'Qëndrim Çeku'`,
    );
    expect(first).toEqual({
      ready_at: new Date('2026-01-02T09:00:00Z'),
      completed_at: new Date('2026-01-03T09:00:00Z'),
      last_completed_at: new Date('2026-01-06T09:00:00Z'),
    });
  });

  it("leaves the history written before staff logins as it was, unsigned (read as the owner's, see jobs.e2e)", async () => {
    const [unsigned] = await db.query(`SELECT COUNT(*)::int AS n, COUNT(author_id)::int AS signed FROM job_events`);
    expect(unsigned).toEqual({ n: 9, signed: 0 });
  });

  it('makes the old rows searchable without accents', async () => {
    const found = await db.query(
      `SELECT client_name FROM jobs WHERE search_text LIKE '%' || servisi_fold('DERMAKU') || '%'`,
    );
    expect(found).toEqual([{ client_name: 'Ëndrita Dërmaku' }]);
  });
});

/** A database that is not UTF-8 (an embedded cluster created as SQL_ASCII by an earlier version). */
describe('accent folding in a SQL_ASCII database', () => {
  const name = `ascii_${process.pid}`;
  const url = (() => {
    const parsed = new URL(testDatabaseUrl());
    parsed.pathname = `/${name}`;
    return parsed.toString();
  })();
  const admin = () => {
    const parsed = new URL(testDatabaseUrl());
    parsed.pathname = '/postgres';
    return new DataSource({ type: 'postgres', url: parsed.toString() });
  };
  let db: DataSource;

  beforeAll(async () => {
    const server = await admin().initialize();
    await server.query(`DROP DATABASE IF EXISTS ${name}`);
    await server.query(`CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
    await server.destroy();
    db = await new DataSource(dataSourceOptions(url, 2)).initialize();
    await db.runMigrations();
  });
  afterAll(async () => {
    await db?.destroy();
    const server = await admin().initialize();
    await server.query(`DROP DATABASE IF EXISTS ${name}`);
    await server.destroy();
  });

  it('folds accented letters as a UTF-8 database does', async () => {
    const [row] = await db.query(`SELECT servisi_fold('Qëndrim ÇEKU, Ëndrita Dërmaku') AS folded`);
    expect(row.folded).toBe('qendrim ceku, endrita dermaku');
  });
});
