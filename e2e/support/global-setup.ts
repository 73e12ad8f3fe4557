import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@repair-shop/backend/embedded-postgres';
import { ADMIN, E2E_ENV, SHARED_DATABASE_SERVER_ENV } from './environment';
import { startFakeSmsGateway } from './fake-sms-gateway';
import { freePort, startServer } from './server-process';

async function resetSchema(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

const SMS_GATEWAY_TOKEN = 'e2e-sms-gateway-token';

/**
 * Starts a real PostgreSQL (TEST_DATABASE_URL, or an embedded one) and the real backend serving the
 * built frontends, as `npm start` does but with passwords hashed at the tests' cost (support/test-hashing-server.js);
 * the tests reach it over HTTP. The backend sends its SMS to a fake gateway on this machine, which the tests ask
 * what it received.
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
    const embedded = await startEmbeddedPostgres(
      dataDir,
      { log: () => undefined, warn: (m) => console.warn(m) },
      { disposable: true },
    );
    databaseUrl = embedded.url;
    stopDatabase = embedded.stop;
  }

  const smsGateway = await startFakeSmsGateway(SMS_GATEWAY_TOKEN);
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ...SHARED_DATABASE_SERVER_ENV,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      SMS_GATEWAY_URL: smsGateway.url,
      SMS_GATEWAY_TOKEN,
      SMS_POLL_INTERVAL_MS: '500',
      // A message the gateway cannot take now is tried again after 1 s, 2 s, 4 s… (sms.spec.ts waits for that).
      SMS_RETRY_BASE_MS: '1000',
    },
    await freePort(),
    { hashing: 'tests' },
  );
  process.env[E2E_ENV.baseUrl] = server.baseUrl;
  process.env[E2E_ENV.databaseUrl] = databaseUrl;
  process.env[E2E_ENV.smsGatewayUrl] = smsGateway.url;

  return async () => {
    await server.stop();
    await smsGateway.stop();
    await stopDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
}
