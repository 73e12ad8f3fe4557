import {
  IMPORT_FIELDS,
  IMPORT_FIELD_INFO,
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  matchWorker,
  readClientRow,
  readJobRow,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type ImportPreviewRow,
  type ImportWorker,
} from '@repair-shop/contracts';
import { fullName } from '@repair-shop/web';

/** The mapping as the form holds it: each field's column index as text, '' for none. */
export interface ImportFormValues {
  kind: ImportKind;
  columns: Record<string, string>;
  workerId: string;
}

export const fieldsOf = (kind: ImportKind): readonly ImportField[] => IMPORT_FIELDS[kind];

export const fieldInfo = (kind: ImportKind, field: ImportField) =>
  (IMPORT_FIELD_INFO[kind] as Record<ImportField, { label: string; required: boolean; hint?: string }>)[field];

/** The form's columns for a kind, from the server's suggestion. */
export function formColumns(kind: ImportKind, suggested: ImportColumns): Record<string, string> {
  return Object.fromEntries(
    fieldsOf(kind).map((field) => [field, suggested[field] === undefined ? '' : String(suggested[field])]),
  );
}

/** The mapping the server takes. */
export function mappingOf(values: ImportFormValues): { columns: ImportColumns; workerId?: string } {
  const columns: ImportColumns = {};
  for (const field of fieldsOf(values.kind)) {
    const index = values.columns[field];
    if (index !== undefined && index !== '') columns[field] = Number(index);
  }
  return values.kind === 'jobs' && values.workerId ? { columns, workerId: values.workerId } : { columns };
}

/** A cell of the preview: what will be imported, or what is wrong. */
export interface PreviewCell {
  text: string;
  problem: string | null;
}

/** "2026-01-31 14:30:00" as the dashboard writes dates: "31.01.2026 14:30". */
const shownWallClock = (wall: string): string =>
  `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;

/**
 * The first rows of the file as they will be imported with this mapping, read by the same functions as
 * the server's: each mapped field's value as the dashboard shows it, or the problem the server would give.
 */
export function previewRows(
  rows: ImportPreviewRow[],
  values: ImportFormValues,
  workers: ImportWorker[],
  formatMoney: (amount: number) => string,
  now: Date,
): { line: number; cells: Partial<Record<ImportField, PreviewCell>> }[] {
  const { columns } = mappingOf(values);
  const shown = fieldsOf(values.kind).filter(
    (field) => columns[field] !== undefined || (field === 'worker' && values.workerId),
  );
  return rows.map((row) => {
    const reading = values.kind === 'jobs' ? readJobRow(row.cells, columns, now) : readClientRow(row.cells, columns);
    const problems = new Map(
      (reading.problems ?? []).map((problem) => [problem.field as ImportField, problem.problem]),
    );
    const cells: Partial<Record<ImportField, PreviewCell>> = {};
    for (const field of shown) {
      const index = columns[field];
      const raw = index === undefined ? '' : String(row.cells[index] ?? '');
      cells[field] = {
        text: problems.has(field)
          ? raw
          : displayed(field, reading.values as Record<string, unknown> | undefined, raw, formatMoney),
        problem: problems.get(field) ?? null,
      };
    }
    if (values.kind === 'jobs' && cells.worker) {
      const index = columns.worker;
      const written = index === undefined ? '' : String(row.cells[index] ?? '').trim();
      const match = matchWorker(written || null, workers, values.workerId || null);
      const worker = 'value' in match ? workers.find((candidate) => candidate.id === match.value) : undefined;
      cells.worker =
        'value' in match
          ? { text: worker ? fullName(worker) : written, problem: null }
          : { text: written, problem: match.problem };
    }
    return { line: row.line, cells };
  });
}

function displayed(
  field: ImportField,
  values: Record<string, unknown> | undefined,
  raw: string,
  formatMoney: (amount: number) => string,
): string {
  if (!values) return raw;
  switch (field) {
    case 'price':
      return values.price === null ? '—' : formatMoney(Number(values.price));
    case 'status':
      return JOB_STATUS_LABELS[values.status as keyof typeof JOB_STATUS_LABELS];
    case 'priority':
      return JOB_PRIORITY_LABELS[values.priority as keyof typeof JOB_PRIORITY_LABELS];
    case 'createdAt':
      return values.createdAt ? shownWallClock(String(values.createdAt)) : 'Tani';
    case 'completedAt':
      return values.completedAt ? shownWallClock(String(values.completedAt)) : '—';
    case 'deviceId':
      return String(values.deviceId);
    default: {
      const value = values[field];
      return value === null || value === undefined ? '—' : String(value);
    }
  }
}
