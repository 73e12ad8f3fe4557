import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Suspense, lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MantineProviders, getAdminToken, getStoredUser } from '@repair-shop/web';
import { PageLoading } from './components/PageLoading/PageLoading';
import { RemoteRoute } from './remotes/RemoteRoute/RemoteRoute';

// The account's pages are small and the first a visitor opens after the landing page: they come with this
// chunk, so that their form shows as soon as it is in, with no second wait.
import ForgotPasswordPage from './pages/ForgotPasswordPage/ForgotPasswordPage';
import InvitePage from './pages/InvitePage/InvitePage';
import LoginPage from './pages/LoginPage/LoginPage';
import RegisterPage from './pages/RegisterPage/RegisterPage';
import ResetPasswordPage from './pages/ResetPasswordPage/ResetPasswordPage';

const BusinessRegisterPage = lazy(() => import('./pages/BusinessRegisterPage/BusinessRegisterPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage/NotFoundPage'));
const TrackingPage = lazy(() => import('./pages/TrackingPage/TrackingPage'));
const TrackingLookupPage = lazy(() => import('./pages/TrackingLookupPage/TrackingLookupPage'));

/** The dashboard needs a stored user; the admin panel an admin token (section 5 of the spec). */
function RequireUser({ children }: { children: ReactElement }) {
  return getStoredUser() ? children : <Navigate to="/login" replace />;
}

function RequireAdmin({ children }: { children: ReactElement }) {
  return getAdminToken() ? children : <Navigate to="/admin-login" replace />;
}

/** Every route but the landing page, inside Mantine's providers. */
export default function AppRoutes() {
  return (
    <MantineProviders>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/business-register" element={<BusinessRegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="/invite/:token" element={<InvitePage />} />
          <Route path="/gjurmo" element={<TrackingLookupPage />} />
          <Route path="/gjurmo/:token" element={<TrackingPage />} />
          <Route
            path="/dashboard/*"
            element={
              <RequireUser>
                <RemoteRoute name="shop" />
              </RequireUser>
            }
          />
          <Route path="/admin-login" element={<RemoteRoute name="admin" />} />
          <Route
            path="/admin-panel"
            element={
              <RequireAdmin>
                <RemoteRoute name="admin" />
              </RequireAdmin>
            }
          />
          <Route path="/print/*" element={<RemoteRoute name="print" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </MantineProviders>
  );
}
