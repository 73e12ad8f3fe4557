import { fullName } from './names';
import type { JobPriority } from './api';
import type { DeviceIdKind } from './device-ids';
import type { JobStatus } from './job-status';
import type { JobCategory } from './insights';
import {
  cellText,
  foldText,
  readDate,
  readDeviceId,
  readPhone,
  readPrice,
  readCategory,
  readPriority,
  readStatus,
  readText,
  type CellReading,
  type WallClock,
} from './import-values';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_INFO,
  type ClientImportField,
  type ImportCell,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type JobImportField,
} from './transfer';

/** A client row as it will be imported. */
export interface ImportedClient {
  name: string;
  phone: string;
  note: string | null;
}

/** A job row as it will be imported; the worker is matched to the shop's workers apart (matchWorker). */
export interface ImportedJob {
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  deviceId: string;
  description: string;
  /** Exact decimal text ("25.50"), or none. */
  price: string | null;
  status: JobStatus;
  priority: JobPriority;
  /** As the file names it; none: suggested from the description, as for a job added in the dialog. */
  category: JobCategory | null;
  /** Shop time; none: when it is imported. */
  createdAt: WallClock | null;
  /** Shop time, for a completed job; none: its intake date. */
  completedAt: WallClock | null;
  /** The worker's name as written; none: the worker chosen for every row. */
  worker: string | null;
}

export interface FieldProblem<F extends ImportField = ImportField> {
  field: F;
  problem: string;
}

/** A row's values, or what is wrong with it (every field's problem, not just the first). */
export type RowReading<T, F extends ImportField> =
  { values: T; problems?: undefined } | { values?: undefined; problems: FieldProblem<F>[] };

export const TEXT_LIMITS = { name: 150, deviceModel: 150, description: 2000, note: 500 } as const;

/** Reads each field from its column and collects the problems. */
class RowReader<F extends ImportField> {
  readonly problems: FieldProblem<F>[] = [];

  constructor(
    private readonly cells: readonly ImportCell[],
    private readonly columns: ImportColumns,
  ) {}

  cell(field: F): ImportCell | undefined {
    const index = this.columns[field];
    return index === undefined ? undefined : this.cells[index];
  }

  read<T>(field: F, reading: CellReading<T>): T | undefined {
    if ('problem' in reading) {
      this.problems.push({ field, problem: reading.problem });
      return undefined;
    }
    return reading.value;
  }

  result<T>(values: T): RowReading<T, F> {
    return this.problems.length > 0 ? { problems: this.problems } : { values };
  }
}

export function readClientRow(
  cells: readonly ImportCell[],
  columns: ImportColumns,
): RowReading<ImportedClient, ClientImportField> {
  const row = new RowReader<ClientImportField>(cells, columns);
  const name = row.read('name', readText(row.cell('name'), TEXT_LIMITS.name, true));
  const phone = row.read('phone', readPhone(row.cell('phone')));
  const note = row.read('note', readText(row.cell('note'), TEXT_LIMITS.note, false));
  return row.result({ name: name ?? '', phone: phone ?? '', note: note ?? null });
}

export function readJobRow(
  cells: readonly ImportCell[],
  columns: ImportColumns,
  now: Date,
): RowReading<ImportedJob, JobImportField> {
  const row = new RowReader<JobImportField>(cells, columns);
  const clientName = row.read('clientName', readText(row.cell('clientName'), TEXT_LIMITS.name, true));
  const clientPhone = row.read('clientPhone', readPhone(row.cell('clientPhone')));
  const deviceModel = row.read('deviceModel', readText(row.cell('deviceModel'), TEXT_LIMITS.deviceModel, true));
  const device = row.read('deviceId', readDeviceId(row.cell('deviceId')));
  const description = row.read('description', readText(row.cell('description'), TEXT_LIMITS.description, true));
  const price = row.read('price', readPrice(row.cell('price')));
  const status = row.read('status', readStatus(row.cell('status')));
  const priority = row.read('priority', readPriority(row.cell('priority')));
  const category = row.read('category', readCategory(row.cell('category')));
  const createdAt = row.read('createdAt', readDate(row.cell('createdAt'), now));
  let completedAt = row.read('completedAt', readDate(row.cell('completedAt'), now));
  // Only a completed job keeps when it was completed (an exported file leaves the others empty).
  if (status !== 'completed') completedAt = null;
  if (completedAt && createdAt !== undefined && completedAt < (createdAt ?? '9999')) {
    row.problems.push({
      field: 'completedAt',
      problem: createdAt
        ? 'Data e përfundimit është para datës së pranimit.'
        : 'Data e përfundimit është para datës së pranimit (pa datë pranimi, puna pranohet tani).',
    });
  }
  const worker = cellText(row.cell('worker')) || null;
  return row.result({
    clientName: clientName ?? '',
    clientPhone: clientPhone ?? '',
    deviceModel: deviceModel ?? '',
    deviceIdKind: device?.kind ?? 'imei',
    deviceId: device?.value ?? '',
    description: description ?? '',
    price: price ?? null,
    status: status ?? 'new',
    priority: priority ?? 'normal',
    category: category ?? null,
    createdAt: createdAt ?? null,
    completedAt: completedAt ?? null,
    worker,
  });
}

/** A worker a row may name: the shop's, with whether it still works there. */
export interface ImportWorker {
  id: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

/**
 * The worker a job row names: by full name (either order) or by first name alone when only one worker
 * has it, accents and case aside; an empty cell takes `fallbackId` (the worker chosen for every row).
 */
export function matchWorker(
  name: string | null,
  workers: readonly ImportWorker[],
  fallbackId: string | null,
): CellReading<string> {
  if (!name)
    return fallbackId
      ? { value: fallbackId }
      : { problem: 'Mungon punëtori: shkruajeni ose zgjidhni një punëtor për rreshtat pa punëtor.' };
  const wanted = foldText(name);
  const byFullName = workers.filter(
    (worker) => foldText(fullName(worker)) === wanted || foldText(`${worker.lastName} ${worker.firstName}`) === wanted,
  );
  const byFirstName = workers.filter((worker) => foldText(worker.firstName) === wanted);
  const found = byFullName.length > 0 ? byFullName : byFirstName;
  const active = found.filter((worker) => worker.active);
  if (active.length === 1 && active[0]) return { value: active[0].id };
  if (active.length > 1) return { problem: `Disa punëtorë quhen «${name}»: shkruani emrin dhe mbiemrin.` };
  if (found.length > 0)
    return { problem: `Punëtori «${name}» nuk është më aktiv. Aktivizojeni te Punëtorët ose zgjidhni një tjetër.` };
  return { problem: `Dyqani nuk ka punëtor me emrin «${name}». Shtojeni te Punëtorët ose ndryshoni emrin në skedar.` };
}

/** The fields of `kind` whose column must be chosen. */
export function requiredImportFields(kind: ImportKind): ImportField[] {
  const info = IMPORT_FIELD_INFO[kind] as Record<ImportField, { required: boolean }>;
  return (IMPORT_FIELDS[kind] as readonly ImportField[]).filter((field) => info[field].required);
}

/**
 * The column each field's header suggests: a header named exactly as one of the field's usual names
 * first (the better name first), then one that holds such a name among its words ("Emri i klientit").
 * A column goes to one field at most, the fields taken in their order.
 */
export function suggestColumns(kind: ImportKind, headers: readonly string[]): ImportColumns {
  const folded = headers.map(foldText);
  const taken = new Set<number>();
  const columns: ImportColumns = {};
  const info = IMPORT_FIELD_INFO[kind] as Record<ImportField, { headers: readonly string[] }>;
  const fields = IMPORT_FIELDS[kind] as readonly ImportField[];
  const choose = (field: ImportField, matches: (header: string, name: string) => boolean): void => {
    if (columns[field] !== undefined) return;
    for (const name of info[field].headers) {
      const index = folded.findIndex(
        (header, position) => !taken.has(position) && header !== '' && matches(header, name),
      );
      if (index >= 0) {
        columns[field] = index;
        taken.add(index);
        return;
      }
    }
  };
  for (const field of fields) choose(field, (header, name) => header === name);
  for (const field of fields) choose(field, (header, name) => ` ${header} `.includes(` ${name} `));
  return columns;
}

/** Jobs when the headers name a device or its IMEI, clients otherwise. */
export function suggestImportKind(headers: readonly string[]): ImportKind {
  const jobs = suggestColumns('jobs', headers);
  return jobs.deviceModel !== undefined || jobs.deviceId !== undefined ? 'jobs' : 'clients';
}
