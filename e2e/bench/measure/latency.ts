import { formatBytes, format, table, type Report } from '../report';
import { timedRequest } from './http';
import { percentile } from './percentile';
import type { ShopTerms } from './terms';

export interface DashboardCall {
  label: string;
  path: string;
  /** p95 target in ms. */
  targetMs: number;
}

const LIST_TARGET_MS = 50;

/** A call slow enough to take longer than this is cut short (fewer samples, said in the table): the run stays bounded. */
const MAX_SECONDS_PER_CALL = 30;

function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The calls the dashboard makes, with terms that exist in the shop; the deep pages only where the shop has them. */
export function dashboardCalls(shop: 'big' | 'small', terms: ShopTerms): DashboardCall[] {
  const today = new Date();
  const tomorrow = new Date(today.getTime() + 24 * 3600 * 1000);
  const calls: DashboardCall[] = [
    { label: 'jobs (first page)', path: '/api/jobs', targetMs: LIST_TARGET_MS },
    ...(shop === 'big'
      ? [{ label: 'jobs deep page', path: '/api/jobs?limit=50&offset=50000', targetMs: LIST_TARGET_MS }]
      : []),
    { label: 'jobs search first name', path: '/api/jobs?search=qendrim', targetMs: LIST_TARGET_MS },
    { label: 'jobs search last name part', path: '/api/jobs?search=cek', targetMs: LIST_TARGET_MS },
  ];
  const key = terms.phoneKey;
  if (key) {
    calls.push(
      {
        label: 'jobs search phone start',
        path: `/api/jobs?search=${encodeURIComponent(`${key.slice(0, 3)} ${key.slice(3, 6)}`)}`,
        targetMs: LIST_TARGET_MS,
      },
      {
        label: 'jobs search phone compact',
        path: `/api/jobs?search=${encodeURIComponent(key)}`,
        targetMs: LIST_TARGET_MS,
      },
      {
        label: 'jobs search phone +383',
        path: `/api/jobs?search=${encodeURIComponent(`+383 ${key.slice(1, 3)} ${key.slice(3, 6)} ${key.slice(6)}`)}`,
        targetMs: LIST_TARGET_MS,
      },
    );
  }
  if (terms.imeiDigits)
    calls.push({
      label: 'jobs search IMEI digits',
      path: `/api/jobs?search=${terms.imeiDigits}`,
      targetMs: LIST_TARGET_MS,
    });
  calls.push(
    { label: 'jobs status=ready', path: '/api/jobs?status=ready', targetMs: LIST_TARGET_MS },
    // The home tab's list: the work still in the shop, on its own partial index.
    {
      label: 'jobs in the shop (home tab)',
      path: '/api/jobs?status=new,in_process,ready&limit=10',
      targetMs: LIST_TARGET_MS,
    },
    ...(shop === 'big'
      ? [
          {
            label: 'jobs in the shop, page 50',
            path: '/api/jobs?status=new,in_process,ready&limit=10&offset=490',
            targetMs: LIST_TARGET_MS,
          },
        ]
      : []),
    {
      label: 'job counts today',
      path: `/api/jobs/counts?createdFrom=${localDate(today)}&createdTo=${localDate(tomorrow)}`,
      targetMs: LIST_TARGET_MS,
    },
    { label: 'clients', path: '/api/clients', targetMs: LIST_TARGET_MS },
    { label: 'clients search name', path: '/api/clients?search=krasniqi', targetMs: LIST_TARGET_MS },
    { label: 'clients top by jobs', path: '/api/clients?sort=jobs&limit=5', targetMs: LIST_TARGET_MS },
    ...(shop === 'big'
      ? [{ label: 'clients deep page', path: '/api/clients?offset=30000', targetMs: LIST_TARGET_MS }]
      : []),
    { label: 'stats', path: '/api/stats', targetMs: shop === 'big' ? 100 : 20 },
    // The new job dialog asks it as the description is typed; the statistics tab and the home tab ask the insights.
    {
      label: 'insights estimate',
      path: `/api/insights/estimate?deviceModel=${encodeURIComponent('Samsung Galaxy A52s')}&description=${encodeURIComponent('ekrani i thyer')}`,
      targetMs: LIST_TARGET_MS,
    },
    { label: 'insights', path: '/api/insights', targetMs: shop === 'big' ? 100 : 20 },
    { label: 'workers', path: '/api/workers', targetMs: LIST_TARGET_MS },
    ...(terms.jobId
      ? [{ label: 'job detail (long history)', path: `/api/jobs/${terms.jobId}`, targetMs: LIST_TARGET_MS }]
      : []),
    { label: 'profile', path: '/api/user/profile', targetMs: LIST_TARGET_MS },
  );
  return calls;
}

/**
 * Each call alone, one after another on one kept-open connection (as one dashboard makes them):
 * `warmup` unmeasured requests, then `requests` measured ones; p50 and p95 of those.
 */
export async function measureDashboard(
  baseUrl: string,
  shop: 'big' | 'small',
  token: string,
  calls: DashboardCall[],
  counts: { warmup: number; requests: number },
  report: Report,
): Promise<string> {
  const rows: string[][] = [];
  for (const call of calls) {
    const name = `${shop}: GET ${call.label} p95`;
    try {
      const times: number[] = [];
      const deadline = Date.now() + MAX_SECONDS_PER_CALL * 1000;
      let last = await timedRequest(`${baseUrl}${call.path}`, { token });
      for (let index = 0; index < counts.warmup + counts.requests && Date.now() < deadline; index++) {
        last = await timedRequest(`${baseUrl}${call.path}`, { token });
        if (last.status !== 200)
          throw new Error(`GET ${call.path} → ${last.status} ${last.body.toString('utf8').slice(0, 500)}`);
        if (index >= counts.warmup) times.push(last.ms);
      }
      // A call slow enough to hit the time limit during warm-up still gets its last answer measured.
      if (times.length === 0) times.push(last.ms);
      const cut =
        times.length < counts.requests
          ? ` [${times.length} of ${counts.requests}: stopped after ${MAX_SECONDS_PER_CALL} s]`
          : '';
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      const total = last.headers['x-total-count'];
      rows.push([
        shop,
        call.label,
        format(p50),
        format(p95),
        format(Math.max(...times)),
        `${formatBytes(last.wireBytes)}${last.encoding ? ` ${last.encoding}` : ''}`,
        formatBytes(last.bytes),
        typeof total === 'string' ? total : '',
        call.path,
      ]);
      report.below(name, p95, call.targetMs, 'ms', `${format(p95)} ms (p50 ${format(p50)})${cut}`);
    } catch (error) {
      report.problem(name, error);
      rows.push([shop, call.label, 'error', '', '', '', '', '', call.path]);
    }
  }
  return table(['Shop', 'Call', 'p50 ms', 'p95 ms', 'max ms', 'Sent', 'JSON', 'Total', 'Request'], rows);
}
