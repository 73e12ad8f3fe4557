import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The HTTP tests (test/*.e2e.ts) run in a few jest test files, test/suites/<n>.spec.ts, rather than one file each:
 * jest loads and compiles every module again for each test file, the app's ~2,600 of them taking over a second a
 * time. Each HTTP test file stays a describe block of its own name, with its own app and fresh database.
 */
export const SUITE_COUNT = 3;

/**
 * The files that take longest, in seconds (measured here, app start included): the suites are balanced by time, and
 * neither a file's size nor its number of tests tells it (the fuzz files are short and take the longest).
 */
const SLOW_FILES: Record<string, number> = {
  'fuzz-bodies.e2e.ts': 29,
  'fuzz-paths.e2e.ts': 26,
  'fiscal-documents.e2e.ts': 19,
  'imports.e2e.ts': 13,
  'database-outage.e2e.ts': 10,
  'fiscal-cash-register.e2e.ts': 9,
  'sms-delivery.e2e.ts': 9,
  'sales-fiscal.e2e.ts': 6,
  'fiscal-sales.e2e.ts': 6,
  'job-write-races.e2e.ts': 6,
  'fiscal-kosovo.e2e.ts': 5,
};
/** Any other file. */
const USUAL_SECONDS = 2.5;

const TEST_DIR = join(__dirname, '..');
export const SUITES_DIR = join(TEST_DIR, 'suites');

/** Every HTTP test file's name, e.g. "jobs.e2e.ts". */
export function httpTestFiles(): string[] {
  return readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort();
}

/**
 * The HTTP test files of each suite (1…SUITE_COUNT): the slowest file first into the suite with the least time so
 * far. A new file lands in a suite by itself.
 */
export function suiteMembers(): string[][] {
  const files = httpTestFiles()
    .map((name) => ({ name, seconds: SLOW_FILES[name] ?? USUAL_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const totals = new Array<number>(SUITE_COUNT).fill(0);
  const members = totals.map((): string[] => []);
  for (const file of files) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] += file.seconds;
    members[lightest].push(file.name);
  }
  return members.map((names) => names.sort());
}

/** Declares the HTTP test files of the suite whose file calls it (test/suites/<n>.spec.ts), each in its own block. */
export function runSuite(suiteFile: string): void {
  const suite = Number(basename(suiteFile, '.spec.ts'));
  if (!Number.isInteger(suite) || suite < 1 || suite > SUITE_COUNT)
    throw new Error(`${suiteFile}: a suite is test/suites/<1…${SUITE_COUNT}>.spec.ts`);
  for (const name of suiteMembers()[suite - 1]) {
    describe(name, () => {
      // Inside the block, so that the file's own hooks (its app, its database) apply to its tests only; jest declares
      // a block's tests synchronously, hence require and not import().
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(TEST_DIR, name));
    });
  }
}
