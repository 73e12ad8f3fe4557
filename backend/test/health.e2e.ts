import { Readiness } from '../src/health/readiness';
import { startRestartablePostgres, type RestartablePostgres } from './support/restartable-postgres';
import { expectError, startTestApp, type TestApp } from './support/test-app';

describe('GET /api/health and /api/health/live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer without a token that the process is up and its database answers', async () => {
    const ready = await t.http().get('/api/health');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', database: 'up' });
    const live = await t.http().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });

  it('answers 503 to the readiness probe while it drains, and keeps serving the requests still sent to it', async () => {
    t.app.get(Readiness).drain();
    expectError(await t.http().get('/api/health'), 503, 'Ky server po ndalet; kërkesat i marrin serverët e tjerë.');
    expect((await t.http().get('/api/health/live')).status).toBe(200);
    expect((await t.http().get('/api/cities/kosovo')).status).toBe(200);
  });
});

describe('health while the database is unreachable', () => {
  let postgres: RestartablePostgres;
  let t: TestApp;
  beforeAll(async () => {
    postgres = await startRestartablePostgres();
    t = await startTestApp({ DATABASE_URL: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await postgres?.remove();
  });

  it('tells "up" from "database unreachable": alive, not ready, and ready again once it is back', async () => {
    await postgres.stop();
    expect((await t.http().get('/api/health/live')).status).toBe(200);
    expectError(await t.http().get('/api/health'), 503, 'Baza e të dhënave nuk përgjigjet.');
    await postgres.start();
    expect((await t.http().get('/api/health')).body).toEqual({ status: 'ok', database: 'up' });
  }, 60_000);
});
