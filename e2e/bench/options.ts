/** What one `npm run bench` does, from its flags (`--scale=0.01`) or the matching BENCH_* variables. */
export interface BenchOptions {
  /** Multiplies every shop's number of jobs (1 = the issue's 2.1 million). */
  scale: number;
  /** How many shops, the three measured ones included. */
  shops: number;
  /** Exit non-zero when a figure misses its target. */
  check: boolean;
  /** Seconds of each autocannon round. */
  loadSeconds: number;
  /** Rounds of bare + app per throughput figure. */
  loadRounds: number;
  /** Chromium logins per measured shop. */
  browserRuns: number;
  /** Sequential requests measured per dashboard call, after `warmup` unmeasured ones. */
  requests: number;
  warmup: number;
  /** Stop after seeding (for preparing the database ahead of a run). */
  seedOnly: boolean;
}

const DEFAULTS: BenchOptions = {
  scale: 1,
  shops: 1000,
  check: false,
  loadSeconds: 10,
  loadRounds: 2,
  browserRuns: 5,
  requests: 60,
  warmup: 10,
  seedOnly: false,
};

const toEnvName = (key: string): string => `BENCH_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
const toFlag = (key: string): string => `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const options: BenchOptions = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as (keyof BenchOptions)[]) {
    const fromEnv = env[toEnvName(key)];
    const flag = toFlag(key);
    const fromArgs = argv.find((arg) => arg === flag || arg.startsWith(`${flag}=`));
    const raw = fromArgs !== undefined ? (fromArgs.includes('=') ? fromArgs.slice(flag.length + 1) : 'true') : fromEnv;
    if (raw === undefined) continue;
    if (typeof DEFAULTS[key] === 'boolean') {
      (options[key] as boolean) = raw !== 'false' && raw !== '0';
    } else {
      const value = Number(raw);
      if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number, not "${raw}"`);
      (options[key] as number) = value;
    }
  }
  const known = new Set(Object.keys(DEFAULTS).map(toFlag));
  const unknown = argv.filter((arg) => arg.startsWith('--') && !known.has(arg.split('=')[0] ?? ''));
  if (unknown.length > 0) throw new Error(`Unknown flag(s): ${unknown.join(' ')} (known: ${[...known].join(' ')})`);
  if (options.shops < 4) throw new Error('--shops must be at least 4 (three measured shops and one more)');
  return options;
}
