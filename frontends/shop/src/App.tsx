import { Suspense, lazy } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './features/dashboard/components/DashboardLayout/DashboardLayout';
import { RequirePermission } from './components/RequirePermission/RequirePermission';
import { BusinessTab } from './features/business/pages/BusinessTab/BusinessTab';
import { ClientPage } from './features/clients/pages/ClientPage/ClientPage';
import { ClientsTab } from './features/clients/pages/ClientsTab/ClientsTab';
import { DayCloseTab } from './features/day-close/pages/DayCloseTab/DayCloseTab';
import { HomeTab } from './features/jobs/pages/HomeTab/HomeTab';
import { JobDetailPage } from './features/jobs/pages/JobDetailPage/JobDetailPage';
import { StockTab } from './features/stock/pages/StockTab/StockTab';
import { RequireSell } from './features/sales/components/RequireSell';
import { SalePage } from './features/sales/pages/SalePage/SalePage';
import { SaleDetailPage } from './features/sales/pages/SaleDetailPage/SaleDetailPage';
import { SalesListPage } from './features/sales/pages/SalesListPage/SalesListPage';
import { WorkersTab } from './features/staff/pages/WorkersTab/WorkersTab';
import { CLIENT_ROUTE, DASHBOARD_PATH, JOB_ROUTE, SALE_DETAIL_ROUTE, SALES_LIST_ROUTE } from './routes';
import { TAB_PERMISSIONS } from './utils/permissions';

// The charts library is large: it loads only when the statistics are opened.
const StatsTab = lazy(() => import('./features/statistics/pages/StatsTab/StatsTab'));

/** The dashboard; the shell mounts it at /dashboard/*, so these paths are relative to /dashboard. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<HomeTab />} />
        <Route
          path="shitje"
          element={
            <RequireSell>
              <SalePage />
            </RequireSell>
          }
        />
        <Route
          path={SALES_LIST_ROUTE}
          element={
            <RequireSell>
              <SalesListPage />
            </RequireSell>
          }
        />
        <Route
          path={SALE_DETAIL_ROUTE}
          element={
            <RequireSell>
              <SaleDetailPage />
            </RequireSell>
          }
        />
        <Route path="punetoret" element={<WorkersTab />} />
        <Route
          path="klientet"
          element={
            <RequirePermission permission={TAB_PERMISSIONS.klientet}>
              <ClientsTab />
            </RequirePermission>
          }
        />
        <Route
          path={CLIENT_ROUTE}
          element={
            <RequirePermission permission={TAB_PERMISSIONS.klientet}>
              <ClientPage />
            </RequirePermission>
          }
        />
        <Route
          path="stoku"
          element={
            <RequirePermission permission={TAB_PERMISSIONS.stoku}>
              <StockTab />
            </RequirePermission>
          }
        />
        <Route
          path="mbyllja"
          element={
            <RequirePermission permission={TAB_PERMISSIONS.mbyllja}>
              <DayCloseTab />
            </RequirePermission>
          }
        />
        <Route
          path="statistikat"
          element={
            <RequirePermission permission={TAB_PERMISSIONS.statistikat}>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Duke ngarkuar statistikat" />
                  </Center>
                }
              >
                <StatsTab />
              </Suspense>
            </RequirePermission>
          }
        />
        <Route
          path="biznesi"
          element={
            <RequirePermission permission={TAB_PERMISSIONS.biznesi}>
              <BusinessTab />
            </RequirePermission>
          }
        />
        <Route path={JOB_ROUTE} element={<JobDetailPage />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
      </Route>
    </Routes>
  );
}
