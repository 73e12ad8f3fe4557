import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay, today } from '../../../utils/days';

const PARAM = 'dita';

/**
 * The day the close shows, kept in the URL (?dita=2026-11-20) so that a reload, or coming back from its
 * printed page, shows the same day; today without one (or with a day not yet come).
 */
export function useReportDay(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(PARAM) ?? '';
  const last = today();
  const day = isDay(asked) && asked <= last ? asked : last;
  const setDay = useCallback(
    (next: string) => {
      setParams(next === today() ? {} : { [PARAM]: next }, { replace: true });
    },
    [setParams],
  );
  return [day, setDay];
}
