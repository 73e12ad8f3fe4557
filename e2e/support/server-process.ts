import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface ServerProcess {
  baseUrl: string;
  /** The backend's process id (its embedded PostgreSQL is another process). */
  pid: number;
  output: () => string;
  /** SIGTERM, and waits (up to 10 s) for the process to exit. */
  stop: () => Promise<void>;
  /** Ends the process at once with a signal (SIGKILL: as an OOM killer would) and waits for it. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** The exit code once the process ended (null while it runs, or when a signal ended it). */
  exitCode: () => number | null;
}

/** The Node flags `npm start` runs the backend with (its `start:prod` script, e.g. the heap limit). */
function startFlags(): string[] {
  const manifest = join(dirname(require.resolve('@repair-shop/backend')), '..', 'package.json');
  const script =
    (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: Record<string, string> }).scripts['start:prod'] ?? '';
  return script.split(/\s+/).filter((part) => part.startsWith('--'));
}

/**
 * How passwords are hashed: at the product's cost (`npm start`'s own dist/main.js), or at the tests' least cost
 * (support/test-hashing-server.js, the same start) for the servers that only serve the tests' shops.
 */
export type PasswordHashing = 'product' | 'tests';

const entryOf = (hashing: PasswordHashing): string =>
  hashing === 'product' ? require.resolve('@repair-shop/backend') : join(__dirname, 'test-hashing-server.js');

/** Starts the built backend as `npm start` does (node [its flags] backend/dist/main.js) and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
  port: number,
  { timeoutMs = 60_000, hashing = 'product' }: { timeoutMs?: number; hashing?: PasswordHashing } = {},
): Promise<ServerProcess> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), entryOf(hashing)], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server still starting when the test gives up must not outlive it (it would load the rest of the run).
      child.kill('SIGKILL');
      throw new Error(`The server did not start in time:\n${output}`);
    }
    await delay(250);
  }
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await Promise.race([exited, delay(10_000)]);
  };
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: end,
    exitCode: () => child.exitCode,
  };
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The messages a server logged, one per line: the `msg` of a JSON log line, or the line as it is. */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as { msg?: unknown };
        return typeof parsed.msg === 'string' ? parsed.msg : line;
      } catch {
        return line;
      }
    });
}
