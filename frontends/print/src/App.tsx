import { Navigate, useLocation } from 'react-router-dom';
import { getToken, usePageTitle } from '@repair-shop/web';
import { DayCloseScreen } from './components/DayCloseScreen/DayCloseScreen';
import { IntakeReceiptScreen } from './components/IntakeReceiptScreen/IntakeReceiptScreen';
import { InvoiceScreen } from './components/InvoiceScreen/InvoiceScreen';
import { PairScreen } from './components/PairScreen/PairScreen';
import { StationScreen } from './components/StationScreen/StationScreen';
import { LabelScreen } from './components/LabelScreen/LabelScreen';
import { PaymentReceiptScreen } from './components/PaymentReceiptScreen/PaymentReceiptScreen';
import { PrintStatus } from './components/PrintStatus/PrintStatus';
import { matchDayClosePath } from './day-close-route';
import { SaleInvoiceScreen } from './components/SaleInvoiceScreen/SaleInvoiceScreen';
import { SaleReceiptScreen } from './components/SaleReceiptScreen/SaleReceiptScreen';
import {
  LOGIN_PATH,
  PRINT_TITLES,
  matchPrintRoute,
  matchSalePrintRoute,
  matchStationRoute,
  type PrintRoute,
} from './routes';

const NOT_FOUND = 'Faqja nuk u gjet';

/**
 * /print/label/:jobId, /print/invoice/:jobId, /print/intake-receipt/:jobId,
 * /print/payment-receipt/:jobId[/:paymentId], /print/day-close/:date, /print/sale-receipt/:saleId and
 * /print/sale-invoice/:saleId, for a signed-in shop owner;
 * the print station's /print/pair/:token and /print/station, which need no login.
 */
export default function App() {
  const { pathname } = useLocation();
  const station = matchStationRoute(pathname);
  const day = matchDayClosePath(pathname);
  const route = matchPrintRoute(pathname);
  const sale = matchSalePrintRoute(pathname);
  const kind = station?.kind ?? (day ? 'dayClose' : (route?.kind ?? sale?.kind));
  usePageTitle(kind ? PRINT_TITLES[kind] : NOT_FOUND);
  if (station)
    return station.kind === 'pair' ? <PairScreen key={station.token} token={station.token} /> : <StationScreen />;
  if (!getToken()) return <Navigate to={LOGIN_PATH} replace />;
  if (day) return <DayCloseScreen key={pathname} date={day.date} />;
  if (sale)
    return sale.kind === 'saleReceipt' ? (
      <SaleReceiptScreen key={pathname} saleId={sale.saleId} />
    ) : (
      <SaleInvoiceScreen key={pathname} saleId={sale.saleId} />
    );
  if (!route) return <PrintStatus state="notFound" message={`${NOT_FOUND}.`} />;
  // Keyed by the path: another job or payment starts with fresh settings.
  return <RouteScreen key={pathname} route={route} />;
}

function RouteScreen({ route }: { route: PrintRoute }) {
  switch (route.kind) {
    case 'label':
      return <LabelScreen jobId={route.jobId} />;
    case 'invoice':
      return <InvoiceScreen jobId={route.jobId} />;
    case 'intakeReceipt':
      return <IntakeReceiptScreen jobId={route.jobId} />;
    case 'paymentReceipt':
      return <PaymentReceiptScreen jobId={route.jobId} paymentId={route.paymentId} />;
  }
}
