import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRestartablePostgres, type RestartablePostgres } from '@repair-shop/backend/restartable-postgres';
import { createDatabase } from '../database';
import { ADMIN, SERVER_SECRETS } from '../environment';
import { freePort, startServer, type ServerProcess } from '../server-process';
import { haproxy, type Balancer } from './haproxy';
import { pgbouncer } from './pgbouncer';
import type { SupervisedProcess } from './supervised-process';
import { setTimeout as delay } from 'node:timers/promises';

/** One backend of the fleet, on a port of its own behind the balancer. */
export interface FleetInstance {
  name: string;
  baseUrl: string;
  /** The running process (null between a stop and the next start). */
  server: ServerProcess | null;
  start(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it; waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, as an OOM killer would. */
  kill(): Promise<void>;
}

/** A provider's topology on this machine: PostgreSQL, PgBouncer (transaction pooling), N instances, HAProxy. */
export interface Fleet {
  /** The balancer: where clients go. */
  url: string;
  instances: FleetInstance[];
  /** The fleet's PostgreSQL cluster, which the tests restart as an operator would. */
  postgres: RestartablePostgres;
  /** The fleet's database on it, reached directly (the instances' session connections). */
  databaseUrl: string;
  pgbouncer: SupervisedProcess;
  balancer: Balancer;
  /** Waits until HAProxy sends traffic to exactly the instances named (by default all of them). */
  waitForBalancer(up?: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** What the fleet's instances share; the tests add their own limits (AUTH_RATE_LIMIT). */
function instanceEnv(pgbouncerPort: number, databaseUrl: string, dataDir: string): Record<string, string> {
  const pooled = new URL(databaseUrl);
  pooled.port = String(pgbouncerPort);
  return {
    ...SERVER_SECRETS,
    DATABASE_URL: pooled.toString(),
    DATABASE_SESSION_URL: databaseUrl,
    // PgBouncer 1.18 (Debian's) keeps no prepared statements across transactions.
    DATABASE_NAMED_STATEMENTS: 'false',
    SHUTDOWN_DRAIN_MS: '2000',
    TRUST_PROXY: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

export async function startFleet(count: number, env: Record<string, string> = {}): Promise<Fleet> {
  const dir = await mkdtemp(join(tmpdir(), 'repair-shop-fleet-'));
  // PostgreSQL and PgBouncer run as the "postgres" OS user, which writes its files here.
  await chmod(dir, 0o777);
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const postgres = await startRestartablePostgres({ dir, settings: { max_connections: '200' } });
    stops.push(() => postgres.remove());
    const databaseUrl = await createDatabase(postgres.url, 'servisi');
    const pgbouncerPort = await freePort();
    const bouncer = await pgbouncer(dir, pgbouncerPort, postgres.port);
    await bouncer.start();
    stops.push(() => bouncer.stop());
    const instances: FleetInstance[] = [];
    for (let index = 0; index < count; index += 1) {
      instances.push(
        instance(`s${index + 1}`, await freePort(), { ...instanceEnv(pgbouncerPort, databaseUrl, dir), ...env }),
      );
    }
    // All at once on an empty database, as a deployment scales out: one migrates, the others wait on its lock.
    await Promise.all(instances.map((one) => one.start()));
    stops.push(() => Promise.all(instances.map((one) => one.stop())));
    const balancerPort = await freePort();
    const balancer = await haproxy(
      dir,
      balancerPort,
      instances.map((one) => Number(new URL(one.baseUrl).port)),
    );
    await balancer.start();
    stops.push(() => balancer.stop());
    const waitForBalancer = async (up = instances.map((one) => one.name)) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const states = await balancer.serverStates();
        if (instances.every((one) => (states[one.name] === 'UP') === up.includes(one.name))) return;
        if (Date.now() > deadline) throw new Error(`HAProxy's servers stayed ${JSON.stringify(states)}`);
        await delay(100);
      }
    };
    await waitForBalancer();
    return {
      url: `http://127.0.0.1:${balancerPort}`,
      instances,
      postgres,
      databaseUrl,
      pgbouncer: bouncer,
      balancer,
      waitForBalancer,
      stop: async () => {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}

function instance(name: string, port: number, env: Record<string, string>): FleetInstance {
  const self: FleetInstance = {
    name,
    baseUrl: `http://127.0.0.1:${port}`,
    server: null,
    start: async () => {
      self.server = await startServer(env, port, { timeoutMs: 120_000 });
    },
    stop: async () => {
      await self.server?.stop();
      self.server = null;
    },
    kill: async () => {
      await self.server?.kill('SIGKILL');
      self.server = null;
    },
  };
  return self;
}
