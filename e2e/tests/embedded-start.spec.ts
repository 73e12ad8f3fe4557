import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startServer } from '../support/server-process';

// What `npm start` does on a fresh machine: no DATABASE_URL, no JWT_SECRET, no admin configured.
for (const embeddedDatabase of ['postgres', 'pglite'] as const) {
  test(`the product starts on its embedded ${embeddedDatabase} database and keeps its data across restarts`, async () => {
    test.setTimeout(180_000);
    const dataDir = await mkdtemp(join(tmpdir(), `repair-shop-start-${embeddedDatabase}-`));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_DATABASE: embeddedDatabase };
    try {
      let server = await startServer(env, port);
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: 'ok' });
      expect(server.output()).toMatch(/Created the administrator "admin" with password: \S+/);
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
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
      server = await startServer(env, port);
      const login = await fetch(`${server.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { firstName: string } }).user.firstName).toBe('Rinë');
      expect(server.output()).not.toContain('Created the administrator');
      await server.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}
