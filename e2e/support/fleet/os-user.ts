import { execFileSync } from 'node:child_process';

/** PostgreSQL and PgBouncer refuse to run as root: run as root, the tests run them as the "postgres" OS user. */
export function serviceUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  };
}
