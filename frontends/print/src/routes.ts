import { matchPath } from 'react-router-dom';

export type PrintKind = 'label' | 'invoice';

export const PRINT_PATHS: Record<PrintKind, string> = {
  label: '/print/label/:jobId',
  invoice: '/print/invoice/:jobId',
};

/** The shell mounts this remote at /print/*; absolute paths work there and when it runs on its own. */
export function matchPrintRoute(pathname: string): { kind: PrintKind; jobId: string } | null {
  for (const kind of Object.keys(PRINT_PATHS) as PrintKind[]) {
    const match = matchPath(PRINT_PATHS[kind], pathname);
    if (match?.params.jobId) return { kind, jobId: match.params.jobId };
  }
  return null;
}

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
