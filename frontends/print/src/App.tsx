import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '@repair-shop/web';
import { InvoiceScreen } from './components/InvoiceScreen/InvoiceScreen';
import { LabelScreen } from './components/LabelScreen/LabelScreen';
import { PrintStatus } from './components/PrintStatus/PrintStatus';
import { LOGIN_PATH, matchPrintRoute } from './routes';

/** /print/label/:jobId and /print/invoice/:jobId, for a signed-in shop owner. */
export default function App() {
  const { pathname } = useLocation();
  if (!getToken()) return <Navigate to={LOGIN_PATH} replace />;
  const route = matchPrintRoute(pathname);
  if (!route) return <PrintStatus state="notFound" message="Faqja nuk u gjet." />;
  return route.kind === 'label' ? <LabelScreen key={route.jobId} jobId={route.jobId} /> : <InvoiceScreen key={route.jobId} jobId={route.jobId} />;
}
