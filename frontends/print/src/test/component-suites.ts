import { join } from 'node:path';
import { componentSuites } from '@repair-shop/web/testing';

/** The print screens' component specs, run inside the two jest files of src/test/suites; seconds measured here. */
export const COMPONENT_SUITES = componentSuites(
  join(__dirname, '..'),
  {
    'components/InvoiceScreen/InvoiceScreen.spec.tsx': 1.4,
    'components/PaymentReceiptScreen/PaymentReceiptScreen.spec.tsx': 1.2,
    'components/DayCloseScreen/DayCloseScreen.spec.tsx': 1.1,
  },
  0.3,
);
