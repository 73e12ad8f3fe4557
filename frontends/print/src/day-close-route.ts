import { matchPath } from 'react-router-dom';

/** The day close's print page; `?letra=a4|80mm` says on which paper (see dayClosePrintPath). */
export const DAY_CLOSE_PATH = '/print/day-close/:date';

/** The day of a day close's print page (YYYY-MM-DD as the URL has it; the server checks it); null for any other page. */
export function matchDayClosePath(pathname: string): { date: string } | null {
  const date = matchPath(DAY_CLOSE_PATH, pathname)?.params.date;
  return date ? { date } : null;
}
