import { DataSource, type MigrationInterface } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { MIGRATIONS } from '../../src/database/migrations';
import { resetDatabase } from './test-database';

type Migration = new () => MigrationInterface;

const ALL_MIGRATIONS: readonly Migration[] = MIGRATIONS;

/** The app's migrations up to `migration`: before it, or through it. */
function migrationsUpTo(migration: Migration, { through }: { through: boolean }): Migration[] {
  const index = ALL_MIGRATIONS.indexOf(migration);
  if (index < 0) throw new Error(`${migration.name} is not among the migrations`);
  return ALL_MIGRATIONS.slice(0, through ? index + 1 : index);
}

async function migrated(url: string, migrations: Migration[]): Promise<DataSource> {
  const db = new DataSource({ ...dataSourceOptions(url, 2), migrations, migrationsRun: false });
  await db.initialize();
  await db.runMigrations();
  return db;
}

/** An empty database as it was before `migration`, to write the rows it will find. */
export async function databaseBefore(url: string, migration: Migration): Promise<DataSource> {
  await resetDatabase(url);
  return migrated(url, migrationsUpTo(migration, { through: false }));
}

/**
 * The same database after `migration` and none later, so that undoing the last migration undoes it
 * whatever comes after.
 */
export function databaseThrough(url: string, migration: Migration): Promise<DataSource> {
  return migrated(url, migrationsUpTo(migration, { through: true }));
}

/** An owner, their shop (in euros) and a worker, written as rows. */
export async function insertShopRows(db: DataSource): Promise<{ businessId: string; workerId: string }> {
  const [user] = await db.query(
    `INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Ilir', 'Hoxha', 'ilir@dyqani.test', 'x') RETURNING id`,
  );
  const [business] = await db.query(
    `INSERT INTO businesses (owner_id, name, contact_number, country, city, currency) VALUES ($1, 'Servisi', '044 000 000', 'kosovo', 'Pejë', 'EUR') RETURNING id`,
    [user.id],
  );
  const [worker] = await db.query(
    `INSERT INTO workers (business_id, first_name, last_name, phone_number) VALUES ($1, 'Driton', 'Gashi', '049 000 000') RETURNING id`,
    [business.id],
  );
  return { businessId: business.id, workerId: worker.id };
}

/** Qëndrim Çeku's iPhone, a job written as a row in the shop of insertShopRows: what the search migrations' tests look for. */
export async function insertClientJobRow(
  db: DataSource,
  shop: { businessId: string; workerId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO jobs (business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code, work_description, tracking_token)
     VALUES ($1, $2, 'new', 'Qëndrim Çeku', '+383 49 111 222', 'iPhone 13', '356789012345672', '', 'Ekrani', md5(random()::text))`,
    [shop.businessId, shop.workerId],
  );
}
