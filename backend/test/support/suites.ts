import { join } from 'node:path';
import type { SuitesOptions } from '@repair-shop/test-suites';

/** The HTTP test files (test/*.e2e.ts), run inside the three jest files of test/suites (one per worker). */
export const HTTP_SUITES: SuitesOptions = {
  root: join(__dirname, '..'),
  endings: ['.e2e.ts'],
  suitesDir: join(__dirname, '..', 'suites'),
  count: 3,
  // Seconds, app start included (measured here).
  slowFiles: {
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
  },
  usualSeconds: 2.5,
};
