import type { UserResponse } from '@repair-shop/contracts';
import { browserStorage, readJson } from './browser-storage';

/** Browser storage keys, as the specification names them. */
export const STORAGE_KEYS = { token: 'token', user: 'user', adminToken: 'adminToken', adminUser: 'adminUser' } as const;

/**
 * Where the shop owner's session lives: sessionStorage after a login without "Më mbaj mend" (it ends
 * with the tab), localStorage otherwise (it survives closing the browser). A login writes one and
 * clears the other, so at most one holds it; this tab's own session wins if both ever do.
 */
function sessionStore(): Storage | null {
  const tabOnly = browserStorage('sessionStorage');
  const lasting = browserStorage('localStorage');
  if (holds(tabOnly, STORAGE_KEYS.token)) return tabOnly;
  if (holds(lasting, STORAGE_KEYS.token)) return lasting;
  // A user kept without a token still names the store the session was in.
  if (holds(tabOnly, STORAGE_KEYS.user)) return tabOnly;
  return lasting ?? tabOnly;
}

const holds = (storage: Storage | null, key: string): boolean => storage !== null && storage.getItem(key) !== null;

export const getToken = (): string | null => sessionStore()?.getItem(STORAGE_KEYS.token) ?? null;
export const getStoredUser = (): UserResponse | null => readJson<UserResponse>(sessionStore(), STORAGE_KEYS.user);
export const getAdminToken = (): string | null =>
  browserStorage('localStorage')?.getItem(STORAGE_KEYS.adminToken) ?? null;
export const getAdminUser = (): UserResponse | null =>
  readJson<UserResponse>(browserStorage('localStorage'), STORAGE_KEYS.adminUser);

/** Keeps a new session: in localStorage when `remember` (the default), else only for this tab. */
export function saveSession(token: string, user: UserResponse, remember = true): void {
  clearSession();
  const storage = browserStorage(remember ? 'localStorage' : 'sessionStorage');
  storage?.setItem(STORAGE_KEYS.token, token);
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** A fresher copy of the signed-in user, kept where the session already is. */
export function saveStoredUser(user: UserResponse): void {
  sessionStore()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Logout and a session's end forget it in both stores. */
export function clearSession(): void {
  for (const storage of [browserStorage('localStorage'), browserStorage('sessionStorage')]) {
    storage?.removeItem(STORAGE_KEYS.token);
    storage?.removeItem(STORAGE_KEYS.user);
  }
}

export function saveAdminSession(token: string, user: UserResponse): void {
  const storage = browserStorage('localStorage');
  storage?.setItem(STORAGE_KEYS.adminToken, token);
  storage?.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function clearAdminSession(): void {
  const storage = browserStorage('localStorage');
  storage?.removeItem(STORAGE_KEYS.adminToken);
  storage?.removeItem(STORAGE_KEYS.adminUser);
}
