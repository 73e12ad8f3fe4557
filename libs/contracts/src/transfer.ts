import type { SuccessResponse } from './common';

/**
 * Importing clients and jobs from a spreadsheet (CSV or .xlsx), and exporting them. The browser reads
 * the file's columns with POST /api/imports/preview, the user maps them to the fields below, and sends
 * the same file again with the mapping to POST /api/imports: every row is checked before anything is
 * written, and the rows go in one transaction (all or none).
 */
export const IMPORT_KINDS = ['clients', 'jobs'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { clients: 'Klientë', jobs: 'Punë' };

/** The largest file taken (5 MB) and the most rows in it, the header apart. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Columns read from a file; a sheet wider than this is refused. */
export const IMPORT_MAX_COLUMNS = 60;
/** Rows the preview sends back. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Bad rows listed in a refusal (their count is given whole). */
export const IMPORT_MAX_PROBLEMS = 100;

export const CLIENT_IMPORT_FIELDS = ['name', 'phone', 'note'] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const JOB_IMPORT_FIELDS = [
  'clientName',
  'clientPhone',
  'deviceModel',
  'deviceId',
  'description',
  'price',
  'status',
  'priority',
  'category',
  'createdAt',
  'completedAt',
  'worker',
] as const;
export type JobImportField = (typeof JOB_IMPORT_FIELDS)[number];

export type ImportField = ClientImportField | JobImportField;

export interface ImportFieldInfo {
  label: string;
  required: boolean;
  /** What a column of this field is often called, in Albanian and English (compared without accents or case), best first. */
  headers: readonly string[];
  /** A short hint shown under the field's choice of column. */
  hint?: string;
}

const NAME_HEADERS = [
  'klienti',
  'emri',
  'emri i klientit',
  'emri dhe mbiemri',
  'emri mbiemri',
  'klient',
  'name',
  'client',
  'client name',
  'customer',
  'customer name',
  'full name',
];
const PHONE_HEADERS = [
  'telefoni',
  'tel',
  'nr tel',
  'nr i telefonit',
  'numri i telefonit',
  'telefon',
  'celulari',
  'mobile',
  'phone',
  'phone number',
  'telephone',
  'mobile phone',
  'kontakti',
  'contact',
];

export const CLIENT_IMPORT_FIELD_INFO: Record<ClientImportField, ImportFieldInfo> = {
  name: { label: 'Emri', required: true, headers: NAME_HEADERS },
  phone: { label: 'Telefoni', required: true, headers: PHONE_HEADERS },
  note: {
    label: 'Shënimi',
    required: false,
    headers: ['shenimi', 'shenim', 'shenime', 'komenti', 'koment', 'note', 'notes', 'comment', 'comments', 'remark'],
  },
};

export const JOB_IMPORT_FIELD_INFO: Record<JobImportField, ImportFieldInfo> = {
  clientName: { label: 'Klienti', required: true, headers: NAME_HEADERS },
  clientPhone: { label: 'Telefoni', required: true, headers: PHONE_HEADERS },
  deviceModel: {
    label: 'Pajisja',
    required: true,
    headers: [
      'pajisja',
      'modeli',
      'modeli i pajisjes',
      'pajisje',
      'aparati',
      'device',
      'device model',
      'model',
      'phone model',
    ],
  },
  deviceId: {
    label: 'IMEI / Numri serik',
    required: true,
    headers: [
      'imei',
      'imei ose numri serik',
      'imei serik',
      'imei sn',
      'numri serik',
      'nr serik',
      'serial',
      'serial number',
      'serial no',
      'sn',
      's n',
    ],
    hint: '15 shifra për IMEI (kontrollohet), ose numri serik.',
  },
  description: {
    label: 'Përshkrimi',
    required: true,
    headers: [
      'pershkrimi',
      'problemi',
      'pershkrimi i problemit',
      'defekti',
      'riparimi',
      'sherbimi',
      'description',
      'problem',
      'issue',
      'fault',
      'repair',
    ],
  },
  price: {
    label: 'Çmimi',
    required: false,
    headers: ['cmimi', 'cmim', 'totali', 'vlera', 'shuma', 'price', 'total', 'amount', 'cost'],
    hint: '25, 25,50 ose 1.250,00',
  },
  status: {
    label: 'Statusi',
    required: false,
    headers: ['statusi', 'gjendja', 'status', 'state'],
    hint: 'Bosh: «E re».',
  },
  priority: { label: 'Prioriteti', required: false, headers: ['prioriteti', 'priority'], hint: 'Bosh: «Normale».' },
  category: {
    label: 'Kategoria',
    required: false,
    headers: ['kategoria', 'kategori', 'category'],
    hint: 'Bosh: sipas përshkrimit.',
  },
  createdAt: {
    label: 'Data e pranimit',
    required: false,
    headers: [
      'pranuar me',
      'data e pranimit',
      'data',
      'dita',
      'date',
      'created',
      'created at',
      'received',
      'date received',
    ],
    hint: 'dd.mm.vvvv, vvvv-mm-dd ose datë e Excel-it. Bosh: tani.',
  },
  completedAt: {
    label: 'Data e përfundimit',
    required: false,
    headers: [
      'perfunduar me',
      'data e perfundimit',
      'dorezuar me',
      'data e dorezimit',
      'completed',
      'completed at',
      'finished',
      'date completed',
    ],
    hint: 'Për punët e përfunduara. Bosh: data e pranimit.',
  },
  worker: {
    label: 'Punëtori',
    required: false,
    headers: ['punetori', 'puntori', 'tekniku', 'teknik', 'serviseri', 'worker', 'technician', 'employee'],
  },
};

export const IMPORT_FIELD_INFO: {
  clients: Record<ClientImportField, ImportFieldInfo>;
  jobs: Record<JobImportField, ImportFieldInfo>;
} = {
  clients: CLIENT_IMPORT_FIELD_INFO,
  jobs: JOB_IMPORT_FIELD_INFO,
};

export const IMPORT_FIELDS: { clients: readonly ClientImportField[]; jobs: readonly JobImportField[] } = {
  clients: CLIENT_IMPORT_FIELDS,
  jobs: JOB_IMPORT_FIELDS,
};

/**
 * A cell as the server read it: text (every CSV cell, an Excel text cell), a number (an Excel number
 * cell), or an Excel date cell as its wall-clock time "YYYY-MM-DD HH:MM:SS". Empty cells are ''.
 */
export type ImportCell = string | number;

/** Which column (0-based, in the order of `columns`) each field is read from; a field left out is not imported. */
export type ImportColumns = Partial<Record<ImportField, number>>;

/** The mapping sent with the file to POST /api/imports (the multipart field `mapping`, as JSON). */
export interface ImportMapping {
  columns: ImportColumns;
  /** Jobs: the worker of every row whose worker column is empty, or of all rows when no column is mapped. */
  workerId?: string;
}

export interface ImportPreviewRow {
  /** The row's number as the spreadsheet shows it (the header is usually row 1). */
  line: number;
  cells: ImportCell[];
}

/** POST /api/imports/preview: what the file holds, and the mapping its headers suggest for each kind. */
export interface ImportPreviewResponse {
  fileName: string;
  format: 'csv' | 'xlsx';
  /** The header row's names ("Kolona D" for an empty one). */
  columns: string[];
  /** The header's row number. */
  headerLine: number;
  /** The first rows (IMPORT_PREVIEW_ROWS), empty rows left out. */
  rows: ImportPreviewRow[];
  /** Rows with something in them, the header apart. */
  rowCount: number;
  /** The kind the headers look like (jobs when a device is named). */
  suggestedKind: ImportKind;
  suggested: { clients: ImportColumns; jobs: ImportColumns };
}

/** POST /api/imports: how many were written; `skipped` rows were already in the shop (see README). */
export interface ImportResultResponse extends SuccessResponse {
  kind: ImportKind;
  imported: number;
  skipped: number;
  rowCount: number;
}

/** One thing wrong with a row of the file, where the user finds it. */
export interface ImportRowProblem {
  /** The row's number as the spreadsheet shows it. */
  line: number;
  /** The column's name in the file (or the field's, when no column is mapped to it). */
  column: string;
  /** The field it was read for. */
  field: string;
  problem: string;
  /** The cell as it was (cut at 100 characters). */
  value: string;
}

/**
 * The 400 IMPORT_ROWS_INVALID answer: the first IMPORT_MAX_PROBLEMS problems, in the order of the file,
 * and how many rows are bad in all. Nothing was imported.
 */
export interface ImportRejectedError {
  detail: string;
  code: string;
  requestId?: string;
  badRows: ImportRowProblem[];
  badRowCount: number;
}

/** The files GET /api/export/{jobs,clients}.{csv,xlsx} writes: CSV for Excel in the region, or an Excel workbook with typed cells. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)' };
