import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { escapeLiteral, type Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import {
  CASH_DEPOSIT_OPERATION_LABELS,
  JOB_CATEGORY_LABELS,
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  STOCK_MOVEMENT_REASON_LABELS,
  type ExportFormat,
  type ExportKind,
} from '@repair-shop/contracts';
import { SHOP_TIME_ZONE } from '../jobs';
import { jobBalanceSql, jobTotalSql, keptAmountSql, paidOnJobSql } from '../payments';
import { shopDayBounds } from './shop-day';

/**
 * The SELECT of each exported file, for one shop (and a range of shop-time days, but for the clients).
 * COPY takes no parameters, so the values are written in as literals: the shop's id comes from its
 * token and the days are checked YYYY-MM-DD before they get here, and escapeLiteral quotes them all the
 * same. Each column says what it holds, which decides how each format writes it.
 */
export interface ExportScope {
  businessId: string;
  from: string;
  to: string;
}

/** What the files export: the ranged files, and the shop's clients. */
export type ExportSource = ExportKind | 'clients';

/**
 * `text`: typed by a person (kept as text in CSV when it would start a formula); `label`: written by the
 * application; `amount`: money; `time`: an instant, shown in shop time; `count`: a whole number.
 */
export type ExportColumnType = 'text' | 'label' | 'amount' | 'time' | 'count';

export interface ExportColumn {
  header: string;
  sql: string;
  type: ExportColumnType;
}

interface ExportQuery {
  columns: ExportColumn[];
  /** FROM … WHERE … ORDER BY … */
  rows: string;
}

/** A CASE giving each stored value its Albanian label. */
const labelled = (column: string, labels: Record<string, string>): string =>
  `CASE ${column} ${Object.entries(labels)
    .map(([value, label]) => `WHEN ${escapeLiteral(value)} THEN ${escapeLiteral(label)}`)
    .join(' ')} END`;

/** A return's quantities and money count against the sale's. */
const SIGN = `CASE WHEN s.kind = 'return' THEN -1 ELSE 1 END`;

const SALE_KIND_LABELS = { sale: 'Shitje', return: 'Kthim' };

const ticket = (jobId: string): string => `upper(right(${jobId}::text, 6))`;

const column = (header: string, sql: string, type: ExportColumnType): ExportColumn => ({ header, sql, type });

/** The rows of `table` (an alias) of the shop whose `column` falls in the range of days. */
function rangeOf(table: string, timeColumn: string, scope: ExportScope): string {
  const { start, finish } = shopDayBounds(escapeLiteral(scope.from), escapeLiteral(scope.to));
  return `${table}.business_id = ${escapeLiteral(scope.businessId)} AND ${table}.${timeColumn} >= ${start} AND ${table}.${timeColumn} < ${finish}`;
}

const QUERIES: Record<ExportSource, (scope: ExportScope) => ExportQuery> = {
  // The device's unlock code is not exported: it is the client's secret, kept for the repair only.
  jobs: (scope) => ({
    columns: [
      column('Nr. i biletës', ticket('j.id'), 'label'),
      column('Pranuar më', 'j.created_at', 'time'),
      column('Statusi', labelled('j.status', JOB_STATUS_LABELS), 'label'),
      column('Klienti', 'j.client_name', 'text'),
      column('Telefoni', 'j.client_phone', 'text'),
      column('Pajisja', 'j.device_model', 'text'),
      column('IMEI', 'j.device_imei', 'text'),
      column('Problemi', 'j.work_description', 'text'),
      column('Punëtori', `w.first_name || ' ' || w.last_name`, 'text'),
      column('Prioriteti', labelled('j.priority', JOB_PRIORITY_LABELS), 'label'),
      column('Puna', 'COALESCE(j.estimated_price, 0)', 'amount'),
      column('Pjesët', 'j.parts_sale', 'amount'),
      column('Totali', jobTotalSql('j'), 'amount'),
      column('Paguar', 'paid.amount', 'amount'),
      // As the job's page says it: a cancelled job owes nothing, what was paid is to be given back.
      column('Mbetja', jobBalanceSql('j', jobTotalSql('j'), 'paid.amount'), 'amount'),
      column('Përfunduar më', `CASE WHEN j.status = 'completed' THEN j.last_completed_at END`, 'time'),
      column('Kategoria', labelled('j.category', JOB_CATEGORY_LABELS), 'label'),
    ],
    rows: `
      FROM jobs j
      JOIN workers w ON w.id = j.worker_id
      CROSS JOIN LATERAL (SELECT ${paidOnJobSql('j')} AS amount) AS paid
     WHERE ${rangeOf('j', 'created_at', scope)}
     ORDER BY j.created_at, j.id`,
  }),
  payments: (scope) => ({
    columns: [
      column('Data', 'p.created_at', 'time'),
      column('Nr. i biletës', ticket('p.job_id'), 'label'),
      column('Klienti', 'j.client_name', 'text'),
      column('Lloji', labelled('p.kind', PAYMENT_KIND_LABELS), 'label'),
      column('Mënyra', labelled('p.method', PAYMENT_METHOD_LABELS), 'label'),
      // Refunds negative, so that the column sums to the money kept.
      column('Shuma', keptAmountSql('p'), 'amount'),
      column('Nr. i kuponit fiskal', 'p.fiscal_receipt_number', 'text'),
      column('Shënimi', 'p.note', 'text'),
      column('Mori pagesën', 'p.author_name', 'text'),
    ],
    rows: `
      FROM payments p
      JOIN jobs j ON j.id = p.job_id
     WHERE ${rangeOf('p', 'created_at', scope)}
     ORDER BY p.created_at, p.seq`,
  }),
  parts: (scope) => ({
    columns: [
      column('Data', 'l.created_at', 'time'),
      column('Nr. i biletës', ticket('l.job_id'), 'label'),
      column('Klienti', 'j.client_name', 'text'),
      column('Pjesa', 'l.name', 'text'),
      column('Kodi', 'l.code', 'text'),
      column('Sasia', 'l.quantity', 'count'),
      column('Çmimi i shitjes', 'l.sale_price', 'amount'),
      column('Vlera e shitjes', 'l.sale_price * l.quantity', 'amount'),
      column('Çmimi i blerjes', 'l.cost_price', 'amount'),
      column('Vlera e blerjes', 'l.cost_price * l.quantity', 'amount'),
      column('Fitimi', '(l.sale_price - l.cost_price) * l.quantity', 'amount'),
      column('Shtoi', 'l.author_name', 'text'),
    ],
    rows: `
      FROM job_parts l
      JOIN jobs j ON j.id = l.job_id
     WHERE ${rangeOf('l', 'created_at', scope)}
     ORDER BY l.created_at, l.seq`,
  }),
  // Every change of a quantity, oldest first as the stock's book reads; the reference names the job by its ticket,
  // the goods received by their supplier and invoice, the count by its day.
  'stock-movements': (scope) => ({
    columns: [
      column('Data', 'm.created_at', 'time'),
      column('Produkti', 'p.name', 'text'),
      column('Barkodi', 'p.barcode', 'text'),
      column('Arsyeja', labelled('m.reason', STOCK_MOVEMENT_REASON_LABELS), 'label'),
      column('Ndryshimi', 'm.quantity_change', 'count'),
      column('Sasia pas', 'm.quantity_after', 'count'),
      column('Kush', 'm.author_name', 'text'),
      // Each reference starts with its word, so that a supplier's name typed like a formula stays text.
      column(
        'Referenca',
        `CASE WHEN m.job_id IS NOT NULL THEN 'Puna ' || ${ticket('m.job_id')}
              WHEN r.id IS NOT NULL THEN 'Pranimi nga ' || r.supplier_name || COALESCE(', fatura ' || r.invoice_number, '')
              WHEN c.id IS NOT NULL THEN 'Numërimi i ' || to_char(c.created_at AT TIME ZONE '${SHOP_TIME_ZONE}', 'DD.MM.YYYY HH24:MI')
         END`,
        'label',
      ),
    ],
    rows: `
      FROM stock_movements m
      JOIN parts p ON p.id = m.part_id
      LEFT JOIN stock_receipts r ON r.id = m.receipt_id
      LEFT JOIN stock_counts c ON c.id = m.count_id
     WHERE ${rangeOf('m', 'created_at', scope)}
     ORDER BY m.created_at, m.seq`,
  }),
  // Albania's register cash as registered with the CIS, of the register's days (Albania's, as the day close
  // reads them). Withdrawals negative, so that the column sums to the cash put in the drawer.
  'cash-deposits': (scope) => ({
    columns: [
      column('Data', 'd.created_at', 'time'),
      column('Veprimi', labelled('d.operation', CASH_DEPOSIT_OPERATION_LABELS), 'label'),
      column('Shuma', `CASE WHEN d.operation = 'withdraw' THEN -d.amount ELSE d.amount END`, 'amount'),
      column('Kodi i arkës', 'd.tcr_code', 'label'),
      column('FCDC', 'd.fcdc', 'label'),
    ],
    rows: `
      FROM fiscal_cash_deposits d
     WHERE d.business_id = ${escapeLiteral(scope.businessId)}
       AND d.day >= ${escapeLiteral(scope.from)}::date AND d.day <= ${escapeLiteral(scope.to)}::date
     ORDER BY d.day, d.created_at, d.id`,
  }),
  // One row per line of the shop's sales and returns, oldest first; a return's quantity, net total and cost are
  // negative, so that the columns sum to what was kept. The cost is the owner's and the managers' (transferData).
  sales: (scope) => ({
    columns: [
      column('Data', 's.created_at', 'time'),
      column('Nr.', 's.number', 'count'),
      column('Lloji', labelled('s.kind', SALE_KIND_LABELS), 'label'),
      column('Produkti', 'l.name', 'text'),
      column('IMEI / Nr. serik', 'l.serial', 'text'),
      column('Sasia', `${SIGN} * l.quantity`, 'count'),
      column('Çmimi', 'l.unit_price', 'amount'),
      column('Zbritja', 'l.discount', 'amount'),
      column('Totali neto', `${SIGN} * l.net_total`, 'amount'),
      column('TVSH %', 'COALESCE(l.vat_rate, b.vat_rate)', 'amount'),
      column('Kostoja', `${SIGN} * l.cost_price * l.quantity`, 'amount'),
      column('Shitësi', 's.author_name', 'text'),
      column('Klienti', 's.client_name', 'text'),
      column(
        'Mënyra',
        `(SELECT string_agg(${labelled('sp.method', PAYMENT_METHOD_LABELS)}, ', ' ORDER BY sp.line_no)
            FROM sale_payments sp WHERE sp.sale_id = s.id)`,
        'label',
      ),
    ],
    rows: `
      FROM sales s
      JOIN businesses b ON b.id = s.business_id
      -- Each sale's lines by sale_lines_line_key (OFFSET 0: not a hash of every shop's lines).
      CROSS JOIN LATERAL (SELECT * FROM sale_lines WHERE sale_id = s.id OFFSET 0) AS l
     WHERE ${rangeOf('s', 'created_at', scope)}
     ORDER BY s.created_at, s.seq, l.line_no`,
  }),
  // Every client of the shop, newest activity first, as the Clients tab lists them; the import reads it back.
  clients: (scope) => ({
    columns: [
      column('Klienti', 'c.name', 'text'),
      column('Telefoni', 'c.phone', 'text'),
      column('Punë', 'c.job_count', 'count'),
      column('Shpenzuar', 'c.total_spent', 'amount'),
      column('Puna e fundit', 'CASE WHEN c.job_count > 0 THEN c.last_job_at END', 'time'),
      column('Shënimi', 'k.note', 'text'),
    ],
    rows: `
      FROM clients c
      LEFT JOIN known_clients k ON k.business_id = c.business_id AND k.phone_key = c.phone_key
     WHERE c.business_id = ${escapeLiteral(scope.businessId)}
     ORDER BY c.last_job_at DESC, c.last_job_id DESC`,
  }),
};

/** A phone number or a number and nothing else: a sign at most, first, then digits in groups split by one space, dot or comma. */
const PLAIN_NUMBER = '^[+-]?[0-9]+([ .,][0-9]+)*$';

/** Text a person typed, made harmless for a spreadsheet; none stays an empty field. */
const guardedText = (sql: string): string =>
  // OWASP CSV injection: a cell starting with = + - @ tab or CR gets a leading "'", unless it is a plain phone number or number (PLAIN_NUMBER), which can call no function and read no cell.
  `CASE WHEN left(${sql}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) AND ${sql} !~ '${PLAIN_NUMBER}' THEN '''' || ${sql} ELSE ${sql} END`;

/** Each type as the CSV for Excel in the region writes it: decimal commas ("12,50"), "31.01.2026 14:30". */
const CSV_VALUES: Record<ExportColumnType, (sql: string) => string> = {
  text: guardedText,
  label: (sql) => sql,
  amount: (sql) => `replace((${sql})::numeric(14, 2)::text, '.', ',')`,
  time: (sql) => `to_char(${sql} AT TIME ZONE '${SHOP_TIME_ZONE}', 'DD.MM.YYYY HH24:MI')`,
  count: (sql) => sql,
};

/** Each type as the .xlsx writer reads it back: plain text, "1250.50", the shop's wall clock "2026-01-31 14:30:00". */
const RAW_VALUES: Record<ExportColumnType, (sql: string) => string> = {
  text: (sql) => sql,
  label: (sql) => sql,
  amount: (sql) => `(${sql})::numeric(14, 2)::text`,
  time: (sql) => `to_char(${sql} AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`,
  count: (sql) => sql,
};

/** The columns a file of `source` has, in order. */
export function exportColumns(source: ExportSource, scope: ExportScope): ExportColumn[] {
  return QUERIES[source](scope).columns;
}

/** The COPY statement that writes one CSV file: semicolons between fields (Excel's separator where the decimal point is a comma), a header row. */
function exportCopyStatement(source: ExportSource, scope: ExportScope): string {
  const { columns, rows } = QUERIES[source](scope);
  const select = columns
    .map(({ header, sql, type }) => `${CSV_VALUES[type](sql)} AS "${header.replace(/"/g, '""')}"`)
    .join(',\n  ');
  return `COPY (SELECT ${select} ${rows}) TO STDOUT WITH (FORMAT csv, HEADER true, DELIMITER ';')`;
}

/** The COPY statement of the same rows for the .xlsx writer: plain values (see RAW_VALUES), no header, commas. */
function exportRawCopyStatement(source: ExportSource, scope: ExportScope): string {
  const { columns, rows } = QUERIES[source](scope);
  return `COPY (SELECT ${columns.map(({ sql, type }) => RAW_VALUES[type](sql)).join(',\n  ')} ${rows}) TO STDOUT WITH (FORMAT csv)`;
}

/** The file's name, in Albanian: "punet-2026-11-01-2026-11-30.csv", "klientet-2026-11-30.xlsx" (the clients as of the day). */
export function exportFileName(
  source: ExportSource,
  scope: Pick<ExportScope, 'from' | 'to'>,
  format: ExportFormat = 'csv',
): string {
  const names: Record<ExportSource, string> = {
    jobs: 'punet',
    payments: 'pagesat',
    parts: 'pjeset',
    'stock-movements': 'levizjet-e-stokut',
    'cash-deposits': 'fondi-i-arkes',
    sales: 'shitjet',
    clients: 'klientet',
  };
  return source === 'clients'
    ? `${names[source]}-${scope.to}.${format}`
    : `${names[source]}-${scope.from}-${scope.to}.${format}`;
}

/** The rows of a file as PostgreSQL writes them, and what ends their connection (see ExportsRepository.copy). */
export interface CopiedRows {
  rows: Readable;
  done: (error?: Error) => void;
}

/** The exported files' rows, read with COPY so that a year of a large shop never sits in memory. */
@Injectable()
export class ExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `csv`: the file itself (header, semicolons); `raw`: the plain values, for the .xlsx writer. */
  copy(source: ExportSource, scope: ExportScope, form: 'csv' | 'raw'): Promise<CopiedRows> {
    return this.copyOut(form === 'csv' ? exportCopyStatement(source, scope) : exportRawCopyStatement(source, scope));
  }

  /**
   * The output of a COPY … TO STDOUT as it comes from PostgreSQL, on a connection of its own that goes
   * back to the pool when the output ends; if the reader leaves midway, `destroy` it: the connection's
   * COPY goes with it (the connection is closed, not reused).
   */
  private async copyOut(statement: string): Promise<CopiedRows> {
    const client = await ((this.dataSource.driver as PostgresDriver).master as Pool).connect();
    let released = false;
    const done = (error?: Error): void => {
      if (released) return;
      released = true;
      client.release(error);
    };
    const rows = client.query(copyTo(statement));
    rows.on('error', (error: Error) => done(error));
    rows.on('end', () => done());
    return { rows, done };
  }
}
