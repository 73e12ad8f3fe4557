import { isUUID } from 'class-validator';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_INFO,
  IMPORT_KINDS,
  requiredImportFields,
  type ImportColumns,
  type ImportField,
  type ImportKind,
  type ImportMapping,
} from '@repair-shop/contracts';
import { ImportMappingException } from './imports.exceptions';

const labelOf = (kind: ImportKind, field: ImportField): string =>
  (IMPORT_FIELD_INFO[kind] as Record<ImportField, { label: string }>)[field].label;

export function parseImportKind(value: string | undefined): ImportKind {
  if (IMPORT_KINDS.includes(value as ImportKind)) return value as ImportKind;
  throw new ImportMappingException('Zgjidhni çfarë importoni: klientë ose punë.');
}

/**
 * The mapping sent as JSON beside the file, checked against the file: each field of the kind at most
 * one column that the file has, every required field mapped, the worker (jobs) named by its id.
 */
export function parseImportMapping(kind: ImportKind, json: string | undefined, columnCount: number): ImportMapping {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    throw new ImportMappingException(
      'Kolonat e zgjedhura nuk u dërguan si duhet. Rifreskoni faqen dhe provoni përsëri.',
    );
  }
  const given = (raw as { columns?: unknown } | null)?.columns;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new ImportMappingException(
      'Kolonat e zgjedhura nuk u dërguan si duhet. Rifreskoni faqen dhe provoni përsëri.',
    );
  }
  const fields = IMPORT_FIELDS[kind] as readonly ImportField[];
  const columns: ImportColumns = {};
  for (const [field, index] of Object.entries(given as Record<string, unknown>)) {
    if (index === null || index === undefined) continue;
    if (!fields.includes(field as ImportField))
      throw new ImportMappingException(`Fusha «${field}» nuk importohet te ${kind === 'jobs' ? 'punët' : 'klientët'}.`);
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= columnCount) {
      throw new ImportMappingException(
        `Kolona e zgjedhur për «${labelOf(kind, field as ImportField)}» nuk është në skedar.`,
      );
    }
    columns[field as ImportField] = index;
  }
  const missing = requiredImportFields(kind).filter((field) => columns[field] === undefined);
  if (missing.length > 0)
    throw new ImportMappingException(
      `Zgjidhni kolonën për: ${missing.map((field) => labelOf(kind, field)).join(', ')}.`,
    );
  const workerId = (raw as { workerId?: unknown }).workerId;
  if (
    workerId !== undefined &&
    workerId !== null &&
    workerId !== '' &&
    (typeof workerId !== 'string' || !isUUID(workerId))
  ) {
    throw new ImportMappingException('Punëtori i zgjedhur nuk u gjet.');
  }
  return { columns, ...(typeof workerId === 'string' && workerId ? { workerId } : {}) };
}
