import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spread, suiteMembers, testFiles, type SuitesOptions } from './index';

describe('spread', () => {
  it('puts the slowest files apart and evens out the rest', () => {
    const files = [
      { name: 'slow-a', seconds: 30 },
      { name: 'slow-b', seconds: 28 },
      ...Array.from({ length: 20 }, (_, index) => ({ name: `usual-${String(index).padStart(2, '0')}`, seconds: 3 })),
    ];
    const suites = spread(files, 3);
    const time = (names: string[]) => names.reduce((sum, name) => sum + files.find((f) => f.name === name)!.seconds, 0);
    expect(suites.map(time)).toEqual([39, 40, 39]);
    expect(suites.findIndex((names) => names.includes('slow-a'))).not.toBe(
      suites.findIndex((names) => names.includes('slow-b')),
    );
    expect(suites.flat().sort()).toEqual(files.map((file) => file.name).sort());
  });

  it('leaves a suite empty only when there are fewer files than suites', () => {
    expect(spread([{ name: 'only', seconds: 1 }], 2)).toEqual([['only'], []]);
  });
});

describe('the files of the suites', () => {
  let root: string;
  let options: SuitesOptions;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'test-suites-'));
    mkdirSync(join(root, 'features', 'jobs'), { recursive: true });
    mkdirSync(join(root, 'suites'));
    for (const path of ['a.spec.ts', 'features/jobs/b.spec.tsx', 'features/jobs/helper.ts', 'suites/1.suite.ts'])
      writeFileSync(join(root, path), '');
    options = {
      root,
      endings: ['.spec.ts', '.spec.tsx'],
      suitesDir: join(root, 'suites'),
      count: 2,
      slowFiles: { 'features/jobs/b.spec.tsx': 20 },
      usualSeconds: 2,
    };
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are found in subfolders by their ending, the suite files not among them', () => {
    expect(testFiles(options)).toEqual(['a.spec.ts', 'features/jobs/b.spec.tsx']);
    expect(suiteMembers(options)).toEqual([['features/jobs/b.spec.tsx'], ['a.spec.ts']]);
  });

  it('refuse a slow file that is no longer a test (renamed or removed)', () => {
    options.slowFiles = { 'gone.spec.ts': 5 };
    expect(() => suiteMembers(options)).toThrow('slowFiles names files that are not tests: gone.spec.ts');
  });
});
