import type { DataSource } from 'typeorm';
import { ShopInUniqueKeys1765700000000 } from '../src/database/migrations/1765700000000-shop-in-unique-keys';
import { databaseBefore, databaseThrough, insertShopRows } from './support/migration-database';
import { testDatabaseUrl } from './support/test-database';

/** Every primary key and unique key of a table with a business_id column, as PostgreSQL states it. */
const KEYS_OF_SHOP_TABLES = `
  SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition,
         EXISTS (SELECT 1 FROM unnest(i.indkey) AS k (attnum)
                   JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
                  WHERE a.attname = 'business_id') AS with_shop
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
   WHERE i.indisunique AND t.relnamespace = 'public'::regnamespace
     AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t.oid AND a.attname = 'business_id' AND NOT a.attisdropped)
   ORDER BY c.relname`;

/**
 * The keys of shop tables that still leave the shop out: what keeps those tables from being distributed by
 * business_id, each with its way out in docs/scaling.md (section 6). A new one belongs there too.
 */
const KEYS_STILL_WITHOUT_SHOP = [
  'audit_log_pkey',
  'fiscal_cash_deposits_pkey',
  'fiscal_documents_pkey',
  'job_parts_pkey',
  'job_photos_pkey',
  'jobs_pkey',
  'jobs_tracking_token_key',
  'parts_pkey',
  'payments_pkey',
  'print_jobs_pkey',
  'print_stations_pairing_key',
  'print_stations_pkey',
  'product_units_pkey',
  'sale_lines_pkey',
  'sales_pkey',
  'staff_members_pkey',
  'stock_counts_pkey',
  'stock_movements_pkey',
  'stock_receipts_pkey',
  'workers_pkey',
];

type Key = { name: string; definition: string; with_shop: boolean };

/** The shop's column in every key that did not need a new lookup: the keys a distribution can keep as they are. */
describe('migration 1765700000000', () => {
  const url = testDatabaseUrl();
  let db: DataSource;
  let businessId: string;
  let workerId: string;
  let jobId: string;

  beforeAll(async () => {
    const old = await databaseBefore(url, ShopInUniqueKeys1765700000000);
    ({ businessId, workerId } = await insertShopRows(old));
    await old.destroy();
    db = await databaseThrough(url, ShopInUniqueKeys1765700000000);
    const [job] = await db.query(
      `INSERT INTO jobs (business_id, worker_id, client_name, client_phone, device_model, device_imei, device_code,
                         work_description, tracking_token)
       VALUES ($1, $2, 'Blerina Krasniqi', '044 123 456', 'iPhone 13', '356789012345672', '', 'Ekrani', md5(random()::text))
       RETURNING id`,
      [businessId, workerId],
    );
    jobId = job.id;
  });
  afterAll(async () => {
    await db?.destroy();
  });

  /** The SQLSTATE of the statement's failure, or null when it went through. */
  const failureOf = async (sql: string, parameters: unknown[]): Promise<string | null> => {
    try {
      await db.query(sql, parameters);
      return null;
    } catch (error) {
      return (error as { driverError?: { code?: string } }).driverError?.code ?? 'unknown';
    }
  };

  it('puts business_id in the seven keys, after their own columns', async () => {
    const keys: Key[] = await db.query(KEYS_OF_SHOP_TABLES);
    const definition = (name: string) => keys.find((key) => key.name === name)?.definition;
    expect(definition('fiscal_documents_payment_id_key')).toMatch(/\(payment_id, business_id\)$/);
    expect(definition('fiscal_documents_sale_id_key')).toMatch(/\(sale_id, business_id\)$/);
    expect(definition('fiscal_cash_deposits_uuid_key')).toMatch(/\(uuid, business_id\)$/);
    expect(definition('sale_lines_line_key')).toMatch(/\(sale_id, line_no, business_id\)$/);
    expect(definition('fiscal_tills_pkey')).toMatch(/\(station_id, business_id\)$/);
    expect(definition('job_predictions_pkey')).toMatch(/\(job_id, business_id\)$/);
    expect(definition('staff_members_worker_key')).toMatch(/\(worker_id, business_id\)$/);
  });

  it('leaves out the shop only in the keys docs/scaling.md lists as blocking', async () => {
    const keys: Key[] = await db.query(KEYS_OF_SHOP_TABLES);
    expect(keys.filter((key) => !key.with_shop).map((key) => key.name)).toEqual(KEYS_STILL_WITHOUT_SHOP);
  });

  it("still refuses a job's second prediction", async () => {
    const prediction = `INSERT INTO job_predictions (job_id, business_id, category, made_at) VALUES ($1, $2, 'screen', now())`;
    expect(await failureOf(prediction, [jobId, businessId])).toBeNull();
    expect(await failureOf(prediction, [jobId, businessId])).toBe('23505');
  });

  it("still refuses a worker's second login", async () => {
    const users: { id: string }[] = await db.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       VALUES ('Driton', 'Gashi', 'driton@dyqani.test', 'x'), ('Driton', 'Gashi', 'driton.2@dyqani.test', 'x') RETURNING id`,
    );
    const member = `INSERT INTO staff_members (user_id, business_id, worker_id, role, created_at) VALUES ($1, $2, $3, 'technician', now())`;
    expect(await failureOf(member, [users[0]!.id, businessId, workerId])).toBeNull();
    expect(await failureOf(member, [users[1]!.id, businessId, workerId])).toBe('23505');
  });

  it("still refuses a station's second till", async () => {
    const [station] = await db.query(
      `INSERT INTO print_stations (id, business_id, name, created_at) VALUES (gen_random_uuid(), $1, 'Banaku', now()) RETURNING id`,
      [businessId],
    );
    const till = `INSERT INTO fiscal_tills (station_id, business_id, pos_id, created_at) VALUES ($1, $2, $3, now())`;
    expect(await failureOf(till, [station.id, businessId, 1])).toBeNull();
    expect(await failureOf(till, [station.id, businessId, 2])).toBe('23505');
  });

  it("still refuses a payment's second fiscal document", async () => {
    const [payment] = await db.query(
      `INSERT INTO payments (id, business_id, job_id, amount, method, kind, author_id, author_name, created_at)
       VALUES (gen_random_uuid(), $1, $2, 25.00, 'cash', 'payment', (SELECT owner_id FROM businesses WHERE id = $1),
               'Ilir Hoxha', now()) RETURNING id`,
      [businessId, jobId],
    );
    const document = `INSERT INTO fiscal_documents (id, business_id, country, kind, register, year, ordinal, number, issued_at,
                                                    issue_date_time, total, currency, message, status, next_attempt_at,
                                                    created_at, job_id, payment_id)
                      VALUES (gen_random_uuid(), $1, 'albania', 'sale', 'ab123cd456', 2026, $2, $3, now(), '2026-11-28T10:00:00+01:00',
                              25.00, 'EUR', '{}', 'pending', now(), now(), $4, $5)`;
    expect(await failureOf(document, [businessId, 1, '1/2026', jobId, payment.id])).toBeNull();
    expect(await failureOf(document, [businessId, 2, '2/2026', jobId, payment.id])).toBe('23505');
  });

  it('is undone to the keys without the shop', async () => {
    await db.undoLastMigration();
    const keys: Key[] = await db.query(KEYS_OF_SHOP_TABLES);
    const definition = (name: string) => keys.find((key) => key.name === name)?.definition;
    expect(definition('fiscal_documents_payment_id_key')).toMatch(/\(payment_id\)$/);
    expect(definition('fiscal_documents_sale_id_key')).toMatch(/\(sale_id\)$/);
    expect(definition('fiscal_cash_deposits_uuid_key')).toMatch(/\(uuid\)$/);
    expect(definition('sale_lines_line_key')).toMatch(/\(sale_id, line_no\)$/);
    expect(definition('fiscal_tills_pkey')).toMatch(/\(station_id\)$/);
    expect(definition('job_predictions_pkey')).toMatch(/\(job_id\)$/);
    expect(definition('staff_members_worker_key')).toMatch(/\(worker_id\)$/);
  });
});
