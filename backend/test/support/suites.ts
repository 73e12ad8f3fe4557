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
    'fuzz-bodies.e2e.ts': 30,
    'fuzz-paths.e2e.ts': 28,
    'fiscal-documents.e2e.ts': 18,
    'imports.e2e.ts': 15.5,
    'database-outage.e2e.ts': 9.5,
    'sms-delivery.e2e.ts': 7.5,
    'fiscal-cash-register.e2e.ts': 7,
    'bad-input.e2e.ts': 5,
    'attention.e2e.ts': 5,
    'fiscal-profile.e2e.ts': 5,
    'sales-fiscal.e2e.ts': 4.5,
    'fiscal-sales.e2e.ts': 4,
    'backup.e2e.ts': 4,
    'kept-aggregates.e2e.ts': 4,
  },
  usualSeconds: 2.3,
};
