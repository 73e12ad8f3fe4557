import { join } from 'node:path';
import type { SuitesOptions } from '@repair-shop/test-suites';

/** The print screens' component specs, run inside the two jest files of src/test/suites (one per worker). */
export const COMPONENT_SUITES: SuitesOptions = {
  root: join(__dirname, '..'),
  endings: ['.spec.ts', '.spec.tsx'],
  suitesDir: join(__dirname, 'suites'),
  count: 2,
  // Seconds (measured here).
  slowFiles: {
    'components/InvoiceScreen/InvoiceScreen.spec.tsx': 1.4,
    'components/PaymentReceiptScreen/PaymentReceiptScreen.spec.tsx': 1.2,
    'components/DayCloseScreen/DayCloseScreen.spec.tsx': 1.1,
  },
  usualSeconds: 0.3,
};
