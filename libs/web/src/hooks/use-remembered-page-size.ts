import { useCallback, useState } from 'react';
import { isPageSizeOf } from '../api/page';
import { browserStorage } from '../session/browser-storage';

function storedPageSize<S extends number>(storageKey: string, sizes: readonly S[], fallback: S): S {
  const stored = Number(browserStorage('localStorage')?.getItem(storageKey));
  return isPageSizeOf(sizes, stored) ? stored : fallback;
}

/**
 * A list's page size, one of `sizes`, remembered in localStorage under `storageKey` between visits
 * (`fallback` the first time, or when what is stored is not one of them).
 */
export function useRememberedPageSize<S extends number>(
  storageKey: string,
  sizes: readonly S[],
  fallback: S,
): [S, (size: S) => void] {
  const [pageSize, setPageSizeState] = useState<S>(() => storedPageSize(storageKey, sizes, fallback));
  const setPageSize = useCallback(
    (size: S) => {
      try {
        browserStorage('localStorage')?.setItem(storageKey, String(size));
      } catch {
        // Storage full or refused: the size still applies to this visit.
      }
      setPageSizeState(size);
    },
    [storageKey],
  );
  return [pageSize, setPageSize];
}
