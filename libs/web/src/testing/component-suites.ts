/// <reference types="node" />
import { join } from 'node:path';
import type { SuitesOptions } from '@repair-shop/test-suites';

/**
 * A frontend's component specs (src/**\/*.spec.ts(x)) in its two suites, src/test/suites/1.suite.ts and 2.suite.ts:
 * what jest.frontend.js runs, one suite for each of its two workers. slowFiles: the slowest specs' seconds, by path
 * from src; any other takes usualSeconds.
 */
export function componentSuites(
  srcDir: string,
  slowFiles: Record<string, number>,
  usualSeconds: number,
): SuitesOptions {
  return {
    root: srcDir,
    endings: ['.spec.ts', '.spec.tsx'],
    suitesDir: join(srcDir, 'test', 'suites'),
    count: 2,
    slowFiles,
    usualSeconds,
  };
}
