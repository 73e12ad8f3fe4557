import type { UserResponse } from '@repair-shop/contracts';

/** Browser storage keys, as the specification names them. */
export const STORAGE_KEYS = { token: 'token', user: 'user', adminToken: 'adminToken', adminUser: 'adminUser' } as const;

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const getStoredUser = (): UserResponse | null => readJson<UserResponse>(STORAGE_KEYS.user);
export const getAdminToken = (): string | null => localStorage.getItem(STORAGE_KEYS.adminToken);
export const getAdminUser = (): UserResponse | null => readJson<UserResponse>(STORAGE_KEYS.adminUser);

export function saveSession(token: string, user: UserResponse): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveStoredUser(user: UserResponse): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

export function saveAdminSession(token: string, user: UserResponse): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

export function clearAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.adminUser);
}
