import { Suspense, lazy } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './components/DashboardLayout/DashboardLayout';
import { RequireShopManager } from './components/RequireShopManager/RequireShopManager';
import { BusinessTab } from './pages/BusinessTab/BusinessTab';
import { ClientPage } from './pages/ClientPage/ClientPage';
import { ClientsTab } from './pages/ClientsTab/ClientsTab';
import { DayCloseTab } from './pages/DayCloseTab/DayCloseTab';
import { HomeTab } from './pages/HomeTab/HomeTab';
import { JobDetailPage } from './pages/JobDetailPage/JobDetailPage';
import { StockTab } from './pages/StockTab/StockTab';
import { WorkersTab } from './pages/WorkersTab/WorkersTab';
import { CLIENT_ROUTE, DASHBOARD_PATH, JOB_ROUTE } from './routes';

// The charts library is large: it loads only when the statistics are opened.
const StatsTab = lazy(() => import('./pages/StatsTab/StatsTab'));

/** The dashboard; the shell mounts it at /dashboard/*, so these paths are relative to /dashboard. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<HomeTab />} />
        <Route path="punetoret" element={<WorkersTab />} />
        <Route
          path="klientet"
          element={
            <RequireShopManager>
              <ClientsTab />
            </RequireShopManager>
          }
        />
        <Route
          path={CLIENT_ROUTE}
          element={
            <RequireShopManager>
              <ClientPage />
            </RequireShopManager>
          }
        />
        <Route
          path="stoku"
          element={
            <RequireShopManager>
              <StockTab />
            </RequireShopManager>
          }
        />
        <Route
          path="mbyllja"
          element={
            <RequireShopManager>
              <DayCloseTab />
            </RequireShopManager>
          }
        />
        <Route
          path="statistikat"
          element={
            <RequireShopManager>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Duke ngarkuar statistikat" />
                  </Center>
                }
              >
                <StatsTab />
              </Suspense>
            </RequireShopManager>
          }
        />
        <Route
          path="biznesi"
          element={
            <RequireShopManager>
              <BusinessTab />
            </RequireShopManager>
          }
        />
        <Route path={JOB_ROUTE} element={<JobDetailPage />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
      </Route>
    </Routes>
  );
}
