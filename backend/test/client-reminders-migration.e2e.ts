import type { DataSource } from 'typeorm';
import { ClientReminders1763993000000 } from '../src/database/migrations/1763993000000-client-reminders';
import { databaseBefore, databaseThrough, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** A database written before reminders gets each job's last activity and last "ready" back from its history. */
describe('migration 1763993000000 on existing data', () => {
  const url = testDatabaseUrl();
  let db: DataSource;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const old = await databaseBefore(url, ClientReminders1763993000000);
    const { businessId, workerId } = await insertShopRows(old);
    const job = async (
      name: string,
      status: string,
      createdAt: string,
      updatedAt: string,
      history: [string, string | null, string][],
    ) => {
      const [row] = await old.query(
        `INSERT INTO jobs (business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code, work_description,
                           tracking_token, created_at, updated_at)
         VALUES ($1, $2, $3, $4, '044 123 456', 'iPhone 13', '356789012345672', '', 'Ekrani', md5(random()::text), $5, $6) RETURNING id`,
        [businessId, workerId, status, name, createdAt, updatedAt],
      );
      ids[name] = row.id;
      for (const [type, reached, at] of history) {
        await old.query(
          `INSERT INTO job_events (job_id, type, status, message, created_at) VALUES ($1, $2, $3, '.', $4)`,
          [row.id, type, reached, at],
        );
      }
    };
    await job('readied again', 'ready', '2026-01-01T09:00:00Z', '2026-01-05T09:00:00Z', [
      ['status', 'new', '2026-01-01T09:00:00Z'],
      ['status', 'ready', '2026-01-02T09:00:00Z'],
      ['status', 'in_process', '2026-01-03T09:00:00Z'],
      ['status', 'ready', '2026-01-04T09:00:00Z'],
      ['status', 'ready', '2026-01-05T09:00:00Z'],
      ['message', null, '2026-01-06T09:00:00Z'],
    ]);
    await job('paid in process', 'in_process', '2026-01-01T09:00:00Z', '2026-01-02T09:00:00Z', [
      ['status', 'new', '2026-01-01T09:00:00Z'],
      ['status', 'in_process', '2026-01-02T09:00:00Z'],
      ['payment', null, '2026-01-03T09:00:00Z'],
    ]);
    await job('no history', 'new', '2026-01-07T09:00:00Z', '2026-01-07T09:00:00Z', []);
    await job('ready without history', 'ready', '2026-01-08T09:00:00Z', '2026-01-09T09:00:00Z', []);
    await old.destroy();

    db = await databaseThrough(url, ClientReminders1763993000000);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("fills each job's last activity and the last time it became ready", async () => {
    const rows: {
      client_name: string;
      last_activity_at: Date;
      last_ready_at: Date | null;
      last_reminder_at: Date | null;
    }[] = await db.query(
      `SELECT client_name, last_activity_at, last_ready_at, last_reminder_at FROM jobs ORDER BY created_at, client_name`,
    );
    expect(rows).toEqual([
      {
        client_name: 'paid in process',
        last_activity_at: new Date('2026-01-03T09:00:00Z'),
        last_ready_at: null,
        last_reminder_at: null,
      },
      {
        client_name: 'readied again',
        last_activity_at: new Date('2026-01-06T09:00:00Z'),
        last_ready_at: new Date('2026-01-04T09:00:00Z'),
        last_reminder_at: null,
      },
      {
        client_name: 'no history',
        last_activity_at: new Date('2026-01-07T09:00:00Z'),
        last_ready_at: null,
        last_reminder_at: null,
      },
      {
        client_name: 'ready without history',
        last_activity_at: new Date('2026-01-08T09:00:00Z'),
        last_ready_at: new Date('2026-01-09T09:00:00Z'),
        last_reminder_at: null,
      },
    ]);
    const [shop] = await db.query(`SELECT uncollected_after_days, idle_after_days FROM businesses`);
    expect(shop).toEqual({ uncollected_after_days: 7, idle_after_days: 7 });
  });

  it('keeps the contact lines as messages when undone', async () => {
    await db.query(
      `INSERT INTO job_events (job_id, type, message, created_at) VALUES ($1, 'contact', 'U hap Viber.', now())`,
      [ids['no history']],
    );
    await db.undoLastMigration();
    const [line] = await db.query(`SELECT type, message FROM job_events WHERE message = 'U hap Viber.'`);
    expect(line).toEqual({ type: 'message', message: 'U hap Viber.' });
    const columns = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'jobs' AND (column_name LIKE 'last_re%' OR column_name = 'last_activity_at')`,
    );
    expect(columns).toEqual([]);
    await db.runMigrations();
  });
});
