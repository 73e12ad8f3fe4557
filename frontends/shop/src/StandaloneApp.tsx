import { Navigate, Route, Routes } from 'react-router-dom';
import App from './App';
import { DASHBOARD_PATH } from './routes';

/** Opened on its own (development), the remote mounts itself where the shell would: /dashboard/*. */
export function StandaloneApp() {
  return (
    <Routes>
      <Route path={`${DASHBOARD_PATH}/*`} element={<App />} />
      <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
    </Routes>
  );
}
