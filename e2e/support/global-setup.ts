import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@repair-shop/backend/embedded-postgres';
import { ADMIN, E2E_ENV } from './environment';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function resetSchema(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The backend did not answer at ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts a real PostgreSQL (TEST_DATABASE_URL, or an embedded one) and the real backend serving the
 * built frontends, exactly as `npm start` does; the tests reach it over HTTP.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'repair-shop-e2e-'));
  // Run as root, the embedded PostgreSQL runs as the "postgres" OS user, which must enter the folder.
  await chmod(dataDir, 0o755);
  let databaseUrl = process.env.TEST_DATABASE_URL?.trim();
  let stopDatabase = async (): Promise<void> => undefined;
  if (databaseUrl) {
    await resetSchema(databaseUrl);
  } else {
    const embedded = await startEmbeddedPostgres(dataDir, { log: () => undefined, warn: (m) => console.warn(m) });
    databaseUrl = embedded.url;
    stopDatabase = embedded.stop;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [require.resolve('@repair-shop/backend')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-the-config-check',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForHealth(baseUrl, 60_000);

  process.env[E2E_ENV.baseUrl] = baseUrl;
  process.env[E2E_ENV.databaseUrl] = databaseUrl;

  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await stopDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
}
