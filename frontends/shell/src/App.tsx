import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LandingPage } from './pages/LandingPage/LandingPage';
import { PageLoading } from './components/PageLoading/PageLoading';

// Everything but the landing page (Mantine, the forms, the remotes) loads on first use, so the
// landing page stays small (size budget in webpack.config.js).
const AppRoutes = lazy(() => import(/* webpackChunkName: "app" */ './AppRoutes'));

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="*" element={<AppRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
