import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, startServer, type ServerProcess } from '../support/server-process';
import { BENCH_DATA_DIR } from './database';

export const BENCH_ADMIN = { username: 'admin', password: 'admin-bench-password' } as const;

/** The backend as the bench runs it; its `pid` is the process whose memory is sampled. */
export type BenchBackend = ServerProcess;

/** The built backend as `npm start` runs it, on the bench database; only warnings are logged. */
export async function startBenchBackend(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<BenchBackend> {
  const dataDir = join(BENCH_DATA_DIR, 'server');
  await mkdir(dataDir, { recursive: true });
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-the-config-check',
      DEVICE_LOCK_KEY: 'bench-device-lock-key-that-is-long-enough-for-the-check',
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The browser runs log in ten times from one address; the load is never on login.
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    await freePort(),
    // A first start migrates: on a bench database seeded before a migration that builds an index on
    // 2.1 million jobs, that takes minutes.
    { timeoutMs: 1_200_000 },
  );
  return server;
}
