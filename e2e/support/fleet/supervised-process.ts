import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** A service the fleet runs in the foreground (PgBouncer, HAProxy), which a test stops and starts again. */
export interface SupervisedProcess {
  start(): Promise<void>;
  /** SIGTERM, and waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  output(): string;
}

/** `ready` answers true once the started process serves (its port answers). */
export function supervise(
  command: string,
  args: string[],
  options: SpawnOptions,
  ready: () => Promise<boolean>,
): SupervisedProcess {
  let child: ChildProcess | null = null;
  let output = '';
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });
  return {
    output: () => output,
    start: async () => {
      const started = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child = started;
      const deadline = Date.now() + 15_000;
      while (!(await ready())) {
        if (started.exitCode !== null) throw new Error(`${command} exited: ${output}`);
        if (Date.now() > deadline) throw new Error(`${command} did not start in 15 s: ${output}`);
        await delay(100);
      }
    },
    stop: async () => {
      const running = child;
      if (!running) return;
      child = null;
      running.kill('SIGTERM');
      const killer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited(running);
      clearTimeout(killer);
    },
  };
}
