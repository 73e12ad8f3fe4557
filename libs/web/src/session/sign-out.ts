import { adminApi } from '../api/admin-api';
import { shopApi } from '../api/shop-api';
import { clearAdminSession, clearSession } from './session';

const report = (error: unknown) => console.error('Ending the session on the server failed', error);

/**
 * "Dilni": the server ends this session at once (its token is refused from then on), and the browser
 * forgets it. The call takes the token before it is forgotten; if the call fails, the session is still
 * forgotten here.
 */
export function signOut(): void {
  shopApi.logout().catch(report);
  clearSession();
}

/** The administrator's "Dil", the same way. */
export function adminSignOut(): void {
  adminApi.logout().catch(report);
  clearAdminSession();
}
