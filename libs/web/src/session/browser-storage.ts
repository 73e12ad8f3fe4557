/** The browser's storage of that kind; null where it is missing or refused (private modes, tests). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return (globalThis as Partial<Record<typeof kind, Storage>>)[kind] ?? null;
  } catch {
    return null;
  }
}

/** The JSON kept under `key`; null when there is none or it cannot be read. */
export function readJson<T>(storage: Storage | null, key: string): T | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
