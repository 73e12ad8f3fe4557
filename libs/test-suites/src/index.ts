import { readdirSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

/**
 * jest loads and compiles every module again for each test file: the backend's app (~2,600 modules) over a second a
 * time, a component's React and Mantine a third of one. A package's test files therefore run inside a few jest files,
 * its suites (`<suitesDir>/<n>.suite.ts`), one per worker, each test file a describe block of its own name.
 */
export interface SuitesOptions {
  /** Where the test files are, subfolders included. */
  root: string;
  /** How a test file's name ends (".e2e.ts", ".spec.tsx"). */
  endings: string[];
  /** The folder of the suite files, 1.suite.ts … <count>.suite.ts. */
  suitesDir: string;
  count: number;
  /**
   * The seconds the slowest files take (measured), by path from root: neither a file's size nor its number of tests
   * tells its time. Any other file takes usualSeconds.
   */
  slowFiles: Record<string, number>;
  usualSeconds: number;
}

interface TimedFile {
  name: string;
  seconds: number;
}

/** The test files' paths from root, sorted ("/" between folders). */
export function testFiles({ root, endings }: SuitesOptions): string[] {
  // The suite files themselves end in .suite.ts, never in a test file's ending.
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => endings.some((ending) => path.endsWith(ending)))
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** The slowest file first into the suite with the least time so far: suites of nearly equal time. */
export function spread(files: TimedFile[], count: number): string[][] {
  const ordered = [...files].sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const totals = new Array<number>(count).fill(0);
  const members = totals.map((): string[] => []);
  for (const file of ordered) {
    const lightest = totals.indexOf(Math.min(...totals));
    totals[lightest] += file.seconds;
    members[lightest].push(file.name);
  }
  return members.map((names) => names.sort());
}

/** The test files of each suite, 1…count, in that order. */
export function suiteMembers(options: SuitesOptions): string[][] {
  const files = testFiles(options);
  const stale = Object.keys(options.slowFiles).filter((name) => !files.includes(name));
  if (stale.length > 0) throw new Error(`slowFiles names files that are not tests: ${stale.join(', ')}`);
  const timed = files.map((name) => ({ name, seconds: options.slowFiles[name] ?? options.usualSeconds }));
  return spread(timed, options.count);
}

/**
 * Declares the test files of the suite whose file calls it, each in a describe block of its name. Fails when the
 * suites' folder does not hold exactly 1.suite.ts … <count>.suite.ts, so that no test file is left out.
 */
export function runSuite(suiteFile: string, options: SuitesOptions): void {
  const expected = Array.from({ length: options.count }, (_, index) => `${index + 1}.suite.ts`).sort();
  const present = readdirSync(options.suitesDir).sort();
  if (present.join() !== expected.join())
    throw new Error(`${options.suitesDir} must hold ${expected.join(', ')}; it holds ${present.join(', ')}`);
  const suite = Number(basename(suiteFile, '.suite.ts'));
  if (!expected.includes(`${suite}.suite.ts`)) throw new Error(`${suiteFile} is not one of the suites`);
  for (const name of suiteMembers(options)[suite - 1]) {
    describe(name, () => {
      // Inside the block, so that the file's own hooks (its app, its database) apply to its tests only; jest declares
      // a block's tests synchronously, hence require and not import().
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(join(options.root, name));
    });
  }
}
