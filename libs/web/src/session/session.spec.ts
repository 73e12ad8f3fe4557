import type { UserResponse } from '@repair-shop/contracts';
import { clearSession, getStoredUser, getToken, saveSession, saveStoredUser } from './session';

/** An in-memory Storage, like the browser's. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const USER = { id: 'u1', firstName: 'Arta', lastName: 'Morina' } as UserResponse;
const storages = globalThis as unknown as { localStorage: Storage; sessionStorage: Storage };

beforeEach(() => {
  storages.localStorage = new MemoryStorage();
  storages.sessionStorage = new MemoryStorage();
});

describe('the stored session and "Më mbaj mend"', () => {
  it("remembered, it is kept in localStorage under the specification's keys", () => {
    saveSession('lasting-token', USER, true);
    expect(storages.localStorage.getItem('token')).toBe('lasting-token');
    expect(JSON.parse(storages.localStorage.getItem('user') as string)).toEqual(USER);
    expect(storages.sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('lasting-token');
    expect(getStoredUser()).toEqual(USER);
  });

  it('not remembered, it is kept in sessionStorage only (it ends with the tab)', () => {
    saveSession('tab-token', USER, false);
    expect(storages.sessionStorage.getItem('token')).toBe('tab-token');
    expect(storages.localStorage.getItem('token')).toBeNull();
    expect(storages.localStorage.getItem('user')).toBeNull();
    expect(getToken()).toBe('tab-token');
    expect(getStoredUser()).toEqual(USER);
  });

  it('a new login replaces the session kept in the other store', () => {
    saveSession('lasting-token', USER, true);
    saveSession('tab-token', USER, false);
    expect(storages.localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('tab-token');
    saveSession('lasting-again', USER, true);
    expect(storages.sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('lasting-again');
  });

  it('a fresher user is written where the session is', () => {
    saveSession('tab-token', USER, false);
    saveStoredUser({ ...USER, hasSeenWelcome: true });
    expect(getStoredUser()?.hasSeenWelcome).toBe(true);
    expect(storages.localStorage.getItem('user')).toBeNull();
  });

  it('logout clears both stores', () => {
    storages.localStorage.setItem('token', 'a');
    storages.localStorage.setItem('user', JSON.stringify(USER));
    storages.sessionStorage.setItem('token', 'b');
    storages.sessionStorage.setItem('user', JSON.stringify(USER));
    clearSession();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    for (const storage of [storages.localStorage, storages.sessionStorage]) expect(storage.length).toBe(0);
  });
});
