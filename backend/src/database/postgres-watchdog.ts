/**
 * Stops the embedded PostgreSQL when the backend that started it dies without stopping it (kill -9,
 * an OOM kill): a separate small process, started by the launcher, that outlives the backend just
 * long enough to notice. Arguments: the backend's pid, the postmaster's pid, the data directory.
 */
import { isAlive, isPostmasterOf } from './postmaster-lock';

const [backendPid, postmasterPid, databaseDir] = process.argv.slice(2);
const POLL_MS = 500;

// A Ctrl-C reaches the whole process group; the backend decides when PostgreSQL stops, not this watcher.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => process.exit(0));

const timer = setInterval(() => {
  const postmaster = Number(postmasterPid);
  if (!isAlive(postmaster)) process.exit(0);
  if (isAlive(Number(backendPid))) return;
  clearInterval(timer);
  void isPostmasterOf(postmaster, databaseDir ?? '').then((ours) => {
    if (ours) process.kill(postmaster, 'SIGINT');
    process.exit(0);
  });
}, POLL_MS);
