import { Stack } from '@mantine/core';
import type { DayReportResponse } from '@repair-shop/contracts';
import { DayCashDrawer } from '../DayCashDrawer/DayCashDrawer';
import { DayFiscalCounts } from '../DayFiscalCounts/DayFiscalCounts';
import { DayMethodTable } from '../DayMethodTable/DayMethodTable';
import { DayMoneyCards } from '../DayMoneyCards/DayMoneyCards';
import { DayPaymentTable } from '../DayPaymentTable/DayPaymentTable';
import { DaySalesSection } from '../DaySalesSection/DaySalesSection';
import { DayWorkFigures } from '../DayWorkFigures/DayWorkFigures';

/**
 * One day closed, in the currency of the answer: money by method (repairs and counter sales), an Albanian
 * register's cash, the work done, the counter sales, and every payment.
 */
export function DayCloseReport({ report }: { report: DayReportResponse }) {
  return (
    <Stack gap="md">
      <DayMoneyCards money={report.money} currency={report.currency} />
      <DayFiscalCounts fiscal={report.fiscal} />
      <DayCashDrawer drawer={report.cashDrawer} currency={report.currency} />
      <DayMethodTable money={report.money} currency={report.currency} />
      <DayWorkFigures
        jobs={report.jobs}
        parts={report.parts}
        completedJobs={report.completedJobs}
        currency={report.currency}
      />
      <DaySalesSection
        sales={report.sales}
        cashNet={report.money.byMethod.find((line) => line.method === 'cash')?.net ?? 0}
        currency={report.currency}
      />
      <DayPaymentTable payments={report.payments} truncated={report.paymentsTruncated} currency={report.currency} />
    </Stack>
  );
}
