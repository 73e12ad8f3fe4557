import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

/** The data directory is used by a PostgreSQL whose backend still runs: starting a second one would fail. */
export class DataDirectoryInUseError extends Error {}

/** PostgreSQL's lock file in a data directory: its pid on the first line, its port on the fourth. */
const lockFileOf = (databaseDir: string): string => join(databaseDir, 'postmaster.pid');

/** What postmaster.pid says of the PostgreSQL that holds (or last held) the data directory; null without one. */
export async function readPostmasterLock(databaseDir: string): Promise<{ pid: number; port: number } | null> {
  const lockFile = lockFileOf(databaseDir);
  if (!existsSync(lockFile)) return null;
  const lines = (await readFile(lockFile, 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Whether a process with that pid exists (EPERM: it does, but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function procText(pid: number, file: string): Promise<string> {
  try {
    return await readFile(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** The postmaster of that data directory: a process named postgres started with `-D <dir>`. */
export async function isPostmasterOf(pid: number, databaseDir: string): Promise<boolean> {
  const cmdline = (await procText(pid, 'cmdline')).split('\0');
  const dirIndex = cmdline.indexOf('-D');
  return (
    (await procText(pid, 'comm')).trim() === 'postgres' &&
    dirIndex >= 0 &&
    resolve(cmdline[dirIndex + 1] ?? '') === resolve(databaseDir)
  );
}

async function parentOf(pid: number): Promise<number | null> {
  const match = /^PPid:\s+(\d+)/m.exec(await procText(pid, 'status'));
  return match ? Number(match[1]) : null;
}

/** Waits until the process is gone; false if it is still there after the timeout. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 100));
  }
  return true;
}

/**
 * Frees the data directory left locked by a previous run. When the backend was killed (kill -9, an
 * OOM kill) its PostgreSQL kept running, orphaned, and still holds postmaster.pid: that server is ours,
 * so it is shut down (a fast shutdown: committed data is safe) and this start takes over. A PostgreSQL
 * whose backend still runs is another instance on the same DATA_DIR: that is refused, never killed.
 * A lock file naming a process that is not PostgreSQL (a reused pid after a reboot) is removed.
 */
export async function reclaimDataDirectory(databaseDir: string, log: Log): Promise<void> {
  const lock = await readPostmasterLock(databaseDir);
  if (!lock) return;
  const { pid } = lock;
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a stale lock itself.
  const lockFile = lockFileOf(databaseDir);
  if (!(await isPostmasterOf(pid, databaseDir))) {
    log.warn(`Removing ${lockFile}: process ${pid} is not this data directory's PostgreSQL`);
    await rm(lockFile, { force: true });
    return;
  }
  const parent = await parentOf(pid);
  const parentCommand = parent && parent > 1 ? (await procText(parent, 'comm')).trim() : '';
  if (parentCommand === 'node' || parentCommand.startsWith('node')) {
    throw new DataDirectoryInUseError(
      `The embedded PostgreSQL in ${databaseDir} (pid ${pid}) belongs to another running backend (pid ${parent}). ` +
        'Stop it, or give this one its own DATA_DIR.',
    );
  }
  log.warn(`Stopping the embedded PostgreSQL left running by a backend that ended abruptly (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 60_000))) {
    throw new DataDirectoryInUseError(
      `The PostgreSQL left running in ${databaseDir} (pid ${pid}) did not stop within a minute.`,
    );
  }
}
