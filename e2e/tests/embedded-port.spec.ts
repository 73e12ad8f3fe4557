import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@repair-shop/backend/embedded-postgres';
import { freePort } from '../support/server-process';

// Several programs starting at once on one machine (tests, a second instance) can take the port the embedded
// PostgreSQL found free before it listens on it: the start must go on elsewhere, not fail.
test('the embedded PostgreSQL starts on another port when the free one it found is taken before it listens', async () => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'repair-shop-port-'));
  // Run as root, PostgreSQL runs as the "postgres" OS user, which must enter the folder.
  await chmod(dataDir, 0o755);
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const takenPort = (taken.address() as { port: number }).port;
  const ports = [takenPort];
  const warnings: string[] = [];
  try {
    const database = await startEmbeddedPostgres(
      dataDir,
      { log: () => undefined, warn: (message) => warnings.push(message) },
      { disposable: true, freePort: async () => ports.shift() ?? freePort() },
    );
    try {
      expect(database.url).not.toContain(`:${takenPort}/`);
      expect(warnings).toContain(`Port ${takenPort} was taken before PostgreSQL could listen on it; trying another`);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await database.stop();
    }
  } finally {
    await new Promise((resolve) => taken.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
});
