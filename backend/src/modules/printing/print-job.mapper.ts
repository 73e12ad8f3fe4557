import {
  clientTicketCode,
  type PrintDocument,
  type PrintJobResponse,
  type PrintJobState,
  type PrintStationResponse,
} from '@repair-shop/contracts';

export interface PrintJobRow {
  id: string;
  stationId: string;
  stationName: string;
  jobId: string | null;
  saleId: string | null;
  saleNumber: number | null;
  clientName: string | null;
  document: PrintDocument;
  size: string | null;
  paymentId: string | null;
  copies: number;
  state: PrintJobState;
  claim: string | null;
  error: string | null;
  requestedById: string | null;
  requestedByName: string | null;
  createdAt: Date;
  printedAt: Date | null;
}

/** The columns of print_jobs `p` joined to its station `s` and its job `j` or sale `sa`. */
export const PRINT_JOB_COLUMNS = `p.id, p.station_id AS "stationId", s.name AS "stationName", p.job_id AS "jobId", p.sale_id AS "saleId",
  sa.number AS "saleNumber", COALESCE(j.client_name, sa.client_name) AS "clientName",
  p.document, p.size, p.payment_id AS "paymentId", p.copies, p.state, p.claim, p.error, p.requested_by_id AS "requestedById",
  p.requested_by_name AS "requestedByName", p.created_at AS "createdAt", p.printed_at AS "printedAt"`;

export const PRINT_JOB_FROM = `print_jobs p JOIN print_stations s ON s.id = p.station_id
  LEFT JOIN jobs j ON j.id = p.job_id LEFT JOIN sales sa ON sa.id = p.sale_id`;

/** How people read a sale's number beside a job's ticket: "SH-42". */
export const saleTicket = (number: number): string => `SH-${number}`;

export function toPrintJobResponse(row: PrintJobRow): PrintJobResponse {
  return {
    id: row.id,
    stationId: row.stationId,
    stationName: row.stationName,
    jobId: row.jobId,
    saleId: row.saleId,
    ticket: row.jobId ? clientTicketCode(row.jobId) : saleTicket(row.saleNumber ?? 0),
    clientName: row.clientName ?? '',
    document: row.document,
    size: row.size,
    paymentId: row.paymentId,
    copies: row.copies,
    state: row.state,
    error: row.error,
    requestedBy: row.requestedById && row.requestedByName ? { id: row.requestedById, name: row.requestedByName } : null,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  };
}

export interface PrintStationRow {
  id: string;
  name: string;
  autoPrintLabels: boolean;
  autoLabelSize: string | null;
  pairedAt: Date | null;
  lastSeenAt: Date | null;
  waiting: number;
  createdAt: Date;
}

export const PRINT_STATION_COLUMNS = `s.id, s.name, s.auto_print_labels AS "autoPrintLabels", s.auto_label_size AS "autoLabelSize",
  s.paired_at AS "pairedAt", s.last_seen_at AS "lastSeenAt", s.created_at AS "createdAt",
  (SELECT COUNT(*)::int FROM print_jobs w WHERE w.station_id = s.id AND w.state = 'queued') AS waiting`;

export function toPrintStationResponse(row: PrintStationRow): PrintStationResponse {
  return {
    id: row.id,
    name: row.name,
    autoPrintLabels: row.autoPrintLabels,
    autoLabelSize: row.autoLabelSize,
    paired: row.pairedAt !== null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    waiting: row.waiting,
    createdAt: row.createdAt.toISOString(),
  };
}
