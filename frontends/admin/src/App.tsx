import { useLocation } from 'react-router-dom';
import { AdminLoginPage } from './pages/AdminLoginPage/AdminLoginPage';
import { AdminPanelPage } from './pages/AdminPanelPage/AdminPanelPage';
import { ADMIN_ROUTES } from './routes';

/**
 * The shell mounts this remote at /admin-login and /admin-panel (routes without a splat), so the
 * page is chosen from the absolute pathname rather than from nested routes.
 */
export default function App() {
  const { pathname } = useLocation();
  return pathname.startsWith(ADMIN_ROUTES.panel) ? <AdminPanelPage /> : <AdminLoginPage />;
}
