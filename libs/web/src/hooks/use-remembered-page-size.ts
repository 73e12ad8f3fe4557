import { useCallback, useState } from 'react';
import { isPageSizeOf } from '../api/page';

function storedPageSize<S extends number>(storageKey: string, sizes: readonly S[], fallback: S): S {
  try {
    const stored = Number(localStorage.getItem(storageKey));
    return isPageSizeOf(sizes, stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A list's page size, one of `sizes`, remembered in localStorage under `storageKey` between visits
 * (`fallback` the first time, or when what is stored is not one of them).
 */
export function useRememberedPageSize<S extends number>(storageKey: string, sizes: readonly S[], fallback: S): [S, (size: S) => void] {
  const [pageSize, setPageSizeState] = useState<S>(() => storedPageSize(storageKey, sizes, fallback));
  const setPageSize = useCallback(
    (size: S) => {
      try {
        localStorage.setItem(storageKey, String(size));
      } catch {
        // Storage refused (private mode): the size still applies to this visit.
      }
      setPageSizeState(size);
    },
    [storageKey],
  );
  return [pageSize, setPageSize];
}
