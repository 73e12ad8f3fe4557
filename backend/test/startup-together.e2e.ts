import { resetDatabase, testDatabaseUrl } from './support/test-database';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestApp, type TestApp } from './support/test-app';

/**
 * Several backends started at the same moment on one empty database (a deployment scaling out): the
 * migrations run once, one administrator is created, and every instance comes up and serves.
 */
// Several backends start and migrate an empty database at once: seconds alone, more on a loaded machine.
jest.setTimeout(120_000);

describe('backends started together on one empty database', () => {
  const instances: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('all come up, with the schema migrated once and one administrator', async () => {
    await resetDatabase(testDatabaseUrl());
    // Without ADMIN_USERNAME/ADMIN_PASSWORD, each would create "admin" with a password of its own.
    const started = await Promise.all(
      Array.from({ length: 3 }, () =>
        startTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }, undefined, { freshDatabase: false }),
      ),
    );
    instances.push(...started);
    const db = instances[0]!.db;
    const [{ admins }] = await db.query(`SELECT COUNT(*)::int AS admins FROM users WHERE is_admin`);
    expect(admins).toBe(1);
    const migrations: { name: string; times: number }[] = await db.query(
      `SELECT name, COUNT(*)::int AS times FROM migrations GROUP BY name HAVING COUNT(*) > 1`,
    );
    expect(migrations).toEqual([]);
    for (const instance of instances) {
      expect((await instance.http().get('/api/health')).status).toBe(200);
      expect((await instance.http().get('/api/cities/kosovo')).status).toBe(200);
    }
  });

  it("all take the configured administrator's password once it is set", async () => {
    const restarted = await Promise.all(
      Array.from({ length: 2 }, () => startTestApp({}, undefined, { freshDatabase: false })),
    );
    instances.push(...restarted);
    const login = await restarted[1]!
      .http()
      .post('/api/admin/login')
      .send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const [{ admins }] = await restarted[0]!.db.query(`SELECT COUNT(*)::int AS admins FROM users WHERE is_admin`);
    expect(admins).toBe(1);
  });
});
