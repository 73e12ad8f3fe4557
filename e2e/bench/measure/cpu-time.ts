import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, all its threads), in milliseconds, from
 * /proc/<pid>/stat; null where /proc cannot be read.
 */
export function cpuTimeMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return Number.isFinite(user) && Number.isFinite(system) ? ((user + system) * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
