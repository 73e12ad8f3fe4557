import { join } from 'node:path';
import { componentSuites } from '@repair-shop/web/testing';

/** The dashboard's component specs, run inside the two jest files of src/test/suites; seconds measured here. */
export const COMPONENT_SUITES = componentSuites(
  join(__dirname, '..'),
  {
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
  0.4,
);
