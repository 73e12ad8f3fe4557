import { escapeLiteral } from 'pg';
import {
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type ExportKind,
} from '@repair-shop/contracts';
import { SHOP_TIME_ZONE } from '../jobs/stats/job-figures';
import { shopDayBounds } from './shop-day';

/**
 * The SELECT of each CSV file, for one shop and a range of shop-time days. COPY takes no parameters, so
 * the values are written in as literals: the shop's id comes from its token and the days are checked
 * YYYY-MM-DD before they get here, and escapeLiteral quotes them all the same.
 */
interface ExportScope {
  businessId: string;
  from: string;
  to: string;
}

/** A CASE giving each stored value its Albanian label. */
const labelled = (column: string, labels: Record<string, string>): string =>
  `CASE ${column} ${Object.entries(labels).map(([value, label]) => `WHEN ${escapeLiteral(value)} THEN ${escapeLiteral(label)}`).join(' ')} END`;

/** Text a person typed, made harmless for a spreadsheet: one starting like a formula is kept as text (none stays an empty field). */
const text = (column: string): string => `CASE WHEN left(${column}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${column} ELSE ${column} END`;

/** An amount the way Excel reads it in the region: a decimal comma ("12,50"). */
const amount = (expression: string): string => `replace((${expression})::numeric(14, 2)::text, '.', ',')`;

const when = (column: string): string => `to_char(${column} AT TIME ZONE '${SHOP_TIME_ZONE}', 'DD.MM.YYYY HH24:MI')`;

const ticket = (jobId: string): string => `upper(right(${jobId}::text, 6))`;

/** `AS "Header"` for each column, in order. */
const columns = (entries: [string, string][]): string => entries.map(([sql, header]) => `${sql} AS "${header.replace(/"/g, '""')}"`).join(',\n  ');

/** The rows of `table` (an alias) of the shop whose `column` falls in the range of days. */
function rangeOf(table: string, column: string, scope: ExportScope): string {
  const { start, finish } = shopDayBounds(escapeLiteral(scope.from), escapeLiteral(scope.to));
  return `${table}.business_id = ${escapeLiteral(scope.businessId)} AND ${table}.${column} >= ${start} AND ${table}.${column} < ${finish}`;
}

const QUERIES: Record<ExportKind, (scope: ExportScope) => string> = {
  // The device's unlock code is not exported: it is the client's secret, kept for the repair only.
  jobs: (scope) => `
    SELECT ${columns([
      [ticket('j.id'), 'Nr. i biletës'],
      [when('j.created_at'), 'Pranuar më'],
      [labelled('j.status', JOB_STATUS_LABELS), 'Statusi'],
      [text('j.client_name'), 'Klienti'],
      [text('j.client_phone'), 'Telefoni'],
      [text('j.device_model'), 'Pajisja'],
      [text('j.device_imei'), 'IMEI'],
      [text('j.work_description'), 'Problemi'],
      [text(`w.first_name || ' ' || w.last_name`), 'Punëtori'],
      [labelled('j.priority', JOB_PRIORITY_LABELS), 'Prioriteti'],
      [amount('COALESCE(j.estimated_price, 0)'), 'Puna'],
      [amount('j.parts_sale'), 'Pjesët'],
      [amount('COALESCE(j.estimated_price, 0) + j.parts_sale'), 'Totali'],
      [amount('paid.amount'), 'Paguar'],
      [amount('COALESCE(j.estimated_price, 0) + j.parts_sale - paid.amount'), 'Mbetja'],
      [`CASE WHEN j.status = 'completed' THEN ${when('j.last_completed_at')} END`, 'Përfunduar më'],
    ])}
      FROM jobs j
      JOIN workers w ON w.id = j.worker_id
      CROSS JOIN LATERAL (
        SELECT COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END), 0) AS amount FROM payments p WHERE p.job_id = j.id
      ) AS paid
     WHERE ${rangeOf('j', 'created_at', scope)}
     ORDER BY j.created_at, j.id`,
  payments: (scope) => `
    SELECT ${columns([
      [when('p.created_at'), 'Data'],
      [ticket('p.job_id'), 'Nr. i biletës'],
      [text('j.client_name'), 'Klienti'],
      [labelled('p.kind', PAYMENT_KIND_LABELS), 'Lloji'],
      [labelled('p.method', PAYMENT_METHOD_LABELS), 'Mënyra'],
      // Refunds negative, so that the column sums to the money kept.
      [amount(`CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END`), 'Shuma'],
      [text('p.fiscal_receipt_number'), 'Nr. i kuponit fiskal'],
      [text('p.note'), 'Shënimi'],
      [text('p.author_name'), 'Mori pagesën'],
    ])}
      FROM payments p
      JOIN jobs j ON j.id = p.job_id
     WHERE ${rangeOf('p', 'created_at', scope)}
     ORDER BY p.created_at, p.seq`,
  parts: (scope) => `
    SELECT ${columns([
      [when('l.created_at'), 'Data'],
      [ticket('l.job_id'), 'Nr. i biletës'],
      [text('j.client_name'), 'Klienti'],
      [text('l.name'), 'Pjesa'],
      [text('l.code'), 'Kodi'],
      ['l.quantity', 'Sasia'],
      [amount('l.sale_price'), 'Çmimi i shitjes'],
      [amount('l.sale_price * l.quantity'), 'Vlera e shitjes'],
      [amount('l.cost_price'), 'Çmimi i blerjes'],
      [amount('l.cost_price * l.quantity'), 'Vlera e blerjes'],
      [amount('(l.sale_price - l.cost_price) * l.quantity'), 'Fitimi'],
      [text('l.author_name'), 'Shtoi'],
    ])}
      FROM job_parts l
      JOIN jobs j ON j.id = l.job_id
     WHERE ${rangeOf('l', 'created_at', scope)}
     ORDER BY l.created_at, l.seq`,
};

/** The COPY statement that writes one CSV file: semicolons between fields (Excel's separator where the decimal point is a comma), a header row. */
export function exportCopyStatement(kind: ExportKind, scope: ExportScope): string {
  return `COPY (${QUERIES[kind](scope)}) TO STDOUT WITH (FORMAT csv, HEADER true, DELIMITER ';')`;
}

/** The file's name, in Albanian: "punet-2026-11-01-2026-11-30.csv". */
export function exportFileName(kind: ExportKind, scope: Pick<ExportScope, 'from' | 'to'>): string {
  const names: Record<ExportKind, string> = { jobs: 'punet', payments: 'pagesat', parts: 'pjeset' };
  return `${names[kind]}-${scope.from}-${scope.to}.csv`;
}
