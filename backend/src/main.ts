import 'reflect-metadata';
import pino from 'pino';
import type { AppOptions } from './app-options';
import { createApp } from './app.factory';
import { ConfigValidationError, loadConfig } from './config/app-config';
import { prepareRuntime } from './database/runtime-database';
import { Readiness } from './health/readiness';

/** Before the application's own logger exists: the same JSON lines, from a logger of this file. */
const bootstrap = pino({ base: { context: 'Bootstrap' } });
const STOP_TIMEOUT_MS = 25_000;
const log = { log: (message: string) => bootstrap.info(message), warn: (message: string) => bootstrap.warn(message) };

/**
 * Starts the product as `npm start` does: the configuration from the environment, the database (embedded unless
 * DATABASE_URL), the app, and a stop on SIGTERM/SIGINT. `options` are the tests' (the browser tests' shared server
 * hashes passwords at their cost).
 */
async function runServer(options: AppOptions = {}): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      bootstrap.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await prepareRuntime(config, log);
  const app = await createApp(runtime.config, options);
  let stopping = false;
  // SIGTERM/SIGINT: readiness turns 503 and, for SHUTDOWN_DRAIN_MS, requests are still served while a load
  // balancer stops sending them; then stop listening, let those in flight and the SMS being sent finish, and
  // close the database (and the embedded PostgreSQL). A second signal does not wait.
  const stop = async (signal: string): Promise<void> => {
    if (stopping) process.exit(1);
    stopping = true;
    bootstrap.info(`${signal}: stopping`);
    // Within the 30 s a container runtime gives before it kills: a client that holds on cannot keep us.
    setTimeout(() => {
      bootstrap.error('Still stopping after 25 s: exiting');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    app.get(Readiness).drain();
    if (runtime.config.shutdownDrainMs > 0) {
      bootstrap.info(`Readiness is 503: serving ${runtime.config.shutdownDrainMs} ms more while the balancer notices`);
      await new Promise((resolve) => setTimeout(resolve, runtime.config.shutdownDrainMs));
    }
    await app.close();
    await runtime.stop();
    bootstrap.info('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: runtime.config.port, host: runtime.config.host });
  bootstrap.info(`Repair shop is running at http://localhost:${runtime.config.port}`);
}

/** Runs the server, or logs why it could not start and exits 1. */
export function startOrExit(options: AppOptions = {}): void {
  runServer(options).catch((error: unknown) => {
    bootstrap.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

// `node dist/main.js`; the tests' entries require this file and start it with their options.
if (require.main === module) startOrExit();
