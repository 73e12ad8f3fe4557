import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_SMS_TEMPLATES, type JobDetailResponse } from '@repair-shop/contracts';
import { callServer } from '../support/api';
import { freePort, logMessages, startServer, type ServerProcess } from '../support/server-process';

// What `npm start` does on a fresh machine: no DATABASE_URL, no JWT_SECRET, no admin configured.
for (const embeddedDatabase of ['postgres', 'pglite'] as const) {
  test(`the product starts on its embedded ${embeddedDatabase} database, keeps its data across restarts and sends SMS in the background`, async () => {
    test.setTimeout(300_000);
    const dataDir = await mkdtemp(join(tmpdir(), `repair-shop-start-${embeddedDatabase}-`));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_DATABASE: embeddedDatabase };
    // pglite runs PostgreSQL as WebAssembly in the server's process: on 2 cores shared with the rest of the suite its
    // first start (initdb and every migration) has taken over a minute.
    const startTimeoutMs = 120_000;
    const started: ServerProcess[] = [];
    const start = async () => {
      const server = await startServer(env, port, { timeoutMs: startTimeoutMs });
      started.push(server);
      return server;
    };
    try {
      let server = await start();
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
      // The logs are JSON lines: read their messages.
      expect(logMessages(server.output())).toContainEqual(
        expect.stringMatching(/^Created the administrator "admin" with password: \S+/),
      );
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
      expect(existsSync(join(dataDir, 'device-lock-key'))).toBe(true);
      const landing = await fetch(`${server.baseUrl}/`);
      expect(landing.headers.get('content-type')).toContain('text/html');

      const credentials = { email: 'rinia@example.com', password: 'fjalekalim-i-sigurt' };
      const registered = await fetch(`${server.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Rinë', lastName: 'Hoxha', ...credentials }),
      });
      expect(registered.status).toBe(201);
      await server.stop();

      // A second start finds the same data and the same secret, and creates no second admin.
      server = await start();
      const login = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status).toBe(200);
      const session = (await login.json()) as { access_token: string; user: { firstName: string } };
      expect(session.user.firstName).toBe('Rinë');
      expect(server.output()).not.toContain('Created the administrator');

      // The background SMS sender works on this database too (log-only provider, as on a fresh machine).
      const api = (method: string, path: string, body?: unknown) =>
        callServer<unknown>(server.baseUrl, method, path, body, session.access_token);
      await api('POST', '/business/register', {
        businessName: 'Servisi Rinia',
        contactNumber: '044 123 456',
        country: 'kosovo',
        city: 'Prishtinë',
      });
      await api('PUT', '/business/sms', { enabled: true, templates: DEFAULT_SMS_TEMPLATES });
      const { worker } = (await api('POST', '/workers', {
        firstName: 'Besnik',
        lastName: 'Gashi',
        phoneNumber: '049 111 222',
      })) as { worker: { id: string } };
      const { job } = (await api('POST', '/jobs', {
        workerId: worker.id,
        clientName: 'Drita Berisha',
        clientPhone: '045 987 654',
        deviceModel: 'Pixel 8',
        deviceImei: '356938035643809',
        deviceCode: '1234',
        workDescription: 'Bateria',
      })) as { job: { id: string } };
      await expect
        .poll(
          async () => ((await api('GET', `/jobs/${job.id}`)) as JobDetailResponse).messages.map((entry) => entry.type),
          { timeout: 20_000 },
        )
        .toContain('sms_sent');
      // The line reaches this process through the server's stdout, which may come after the history shows it.
      await expect
        .poll(() => logMessages(server.output()))
        .toContainEqual(
          expect.stringContaining('te +38345987654 (vetëm në log, pa portë SMS): Përshëndetje Drita Berisha'),
        );
      await server.stop();
    } finally {
      // A failed test must not leave its server running for the rest of the run (one stopped already is not touched).
      for (const server of started) await server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
