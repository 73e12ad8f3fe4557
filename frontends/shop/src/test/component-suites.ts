import { join } from 'node:path';
import type { SuitesOptions } from '@repair-shop/test-suites';

/** The dashboard's component specs, run inside the two jest files of src/test/suites (one per worker). */
export const COMPONENT_SUITES: SuitesOptions = {
  root: join(__dirname, '..'),
  endings: ['.spec.ts', '.spec.tsx'],
  suitesDir: join(__dirname, 'suites'),
  count: 2,
  // Seconds (measured here).
  slowFiles: {
    'features/jobs/components/AddJobDialog/AddJobDialog.spec.tsx': 34,
    'features/sales/pages/SalePage/SalePage.spec.tsx': 8.5,
    'features/clients/components/ImportDialog/ImportDialog.spec.tsx': 5.5,
    'features/stock/components/ProductDialog/ProductDialog.spec.tsx': 4.5,
    'features/business/components/FiscalSettings/FiscalSettings.spec.tsx': 3.5,
    'features/payments/components/PaymentDialog/PaymentDialog.spec.tsx': 3.5,
    'features/business/components/BusinessForm/BusinessForm.spec.tsx': 3,
    'features/stock/components/StockReceiptDialog/StockReceiptDialog.spec.tsx': 3,
    'features/clients/components/ClientAutocomplete/ClientAutocomplete.spec.tsx': 2,
    'features/staff/components/StaffLoginDialog/StaffLoginDialog.spec.tsx': 2,
    'features/staff/components/WorkerDialog/WorkerDialog.spec.tsx': 2,
  },
  usualSeconds: 0.4,
};
