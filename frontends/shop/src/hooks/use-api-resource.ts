import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { apiStatus } from '../utils/api-errors';
import { HOME_PATH } from '../routes';
import { useEndSession } from './use-end-session';

export interface ApiResource<T> {
  data: T | null;
  loading: boolean;
  /** The last load failed (already logged); the view shows a gentle message with a retry. */
  failed: boolean;
  reload: () => void;
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * Loads data with `load` whenever `key` changes (or on reload). Answers that arrive after a newer
 * load started are dropped. A refused token (401) ends the session like the profile call does
 * (back to /); other failures are logged only (section 8) and shown as a gentle note by the view.
 */
export function useApiResource<T>(load: () => Promise<T>, key: string | number, what: string): ApiResource<T> {
  const endSession = useEndSession();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Kept in refs: the router gives a new navigate (so a new endSession) on every location change,
  // which must not reload the data.
  const loadRef = useRef(load);
  loadRef.current = load;
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;

  useEffect(() => {
    let current = true;
    setLoading(true);
    loadRef
      .current()
      .then((result) => {
        if (!current) return;
        setData(result);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error(`Loading ${what} failed`, error);
        if (!current) return;
        if (apiStatus(error) === 401) endSessionRef.current(HOME_PATH, null);
        else setFailed(true);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key, attempt, what]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, loading, failed, reload, setData };
}
