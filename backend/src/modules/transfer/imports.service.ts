import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  IMPORT_FIELD_INFO,
  IMPORT_MAX_PROBLEMS,
  IMPORT_PREVIEW_ROWS,
  cellText,
  matchWorker,
  readClientRow,
  readJobRow,
  suggestColumns,
  suggestImportKind,
  type FieldProblem,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type ImportPreviewResponse,
  type ImportResultResponse,
  type ImportRowProblem,
  type RowReading,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { requireBusinessId } from '../business';
import type { JobActor } from '../jobs';
import { ClientImportWriter } from './client-import.repository';
import { parseImportKind, parseImportMapping } from './import-mapping';
import type { ImportUpload } from './import-upload';
import { ImportMappingException, ImportRowsInvalidException } from './imports.exceptions';
import { JobImportWriter, shopWorkers } from './job-import.repository';
import { readSheet } from './sheets/read-sheet';
import type { Sheet, SheetRow } from './sheets/sheet';

/** A file's name as the history quotes it: without control characters, at most 100 characters. */
const shownFileName = (name: string): string =>
  name
    .replace(/[\p{C}«»]/gu, '')
    .trim()
    .slice(0, 100) || 'pa emër';

/** Collects the problems of the rows, the first IMPORT_MAX_PROBLEMS of them with where they are. */
class RowProblems {
  readonly list: ImportRowProblem[] = [];
  badRows = 0;

  constructor(
    private readonly kind: ImportKind,
    private readonly sheet: Sheet,
    private readonly mapping: ImportMapping,
  ) {}

  add(row: SheetRow, problems: FieldProblem[]): void {
    if (problems.length === 0) return;
    this.badRows += 1;
    for (const { field, problem } of problems) {
      if (this.list.length >= IMPORT_MAX_PROBLEMS) return;
      const index = this.mapping.columns[field];
      const label = (IMPORT_FIELD_INFO[this.kind] as Record<ImportField, { label: string }>)[field].label;
      this.list.push({
        line: row.line,
        column: index === undefined ? label : (this.sheet.columns[index] ?? label),
        field: label,
        problem,
        value: index === undefined ? '' : cellText(row.cells[index]).slice(0, 100),
      });
    }
  }

  /** Refuses the whole file when any row is wrong. */
  check(): void {
    if (this.badRows > 0) throw new ImportRowsInvalidException(this.list, this.badRows);
  }
}

/**
 * Imports clients and jobs from a CSV or .xlsx file in two stateless steps: the preview reads the file
 * and suggests a mapping; the import reads the same file again with the mapping chosen, checks every row
 * and refuses the whole file when any is wrong, or writes every row in one transaction.
 */
@Injectable()
export class ImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobImportWriter,
    private readonly clients: ClientImportWriter,
    private readonly clock: Clock,
  ) {}

  async preview(upload: ImportUpload): Promise<ImportPreviewResponse> {
    const sheet = await readSheet(upload.data);
    return {
      fileName: upload.fileName,
      format: sheet.format,
      columns: sheet.columns,
      headerLine: sheet.headerLine,
      rows: sheet.rows.slice(0, IMPORT_PREVIEW_ROWS),
      rowCount: sheet.rows.length,
      suggestedKind: suggestImportKind(sheet.columns),
      suggested: { clients: suggestColumns('clients', sheet.columns), jobs: suggestColumns('jobs', sheet.columns) },
    };
  }

  async import(actor: JobActor, upload: ImportUpload): Promise<ImportResultResponse> {
    const businessId = requireBusinessId(actor.businessId);
    const kind = parseImportKind(upload.fields.kind);
    const sheet = await readSheet(upload.data);
    const mapping = parseImportMapping(kind, upload.fields.mapping, sheet.columns.length);
    const now = this.clock.now();
    const problems = new RowProblems(kind, sheet, mapping);
    let imported: number;
    if (kind === 'clients') {
      const rows = this.checked(sheet, problems, (row) => readClientRow(row.cells, mapping.columns));
      imported = await this.dataSource.transaction((manager) => this.clients.write(manager, businessId, rows, now));
    } else {
      const workers = await shopWorkers(this.dataSource, businessId);
      const fallback = mapping.workerId ?? null;
      if (fallback && !workers.some((worker) => worker.id === fallback && worker.active)) {
        throw new ImportMappingException('Punëtori i zgjedhur për rreshtat pa punëtor nuk u gjet ose nuk është aktiv.');
      }
      const workerColumn = mapping.columns.worker;
      const rows = this.checked(sheet, problems, (row) => {
        const reading = readJobRow(row.cells, mapping.columns, now);
        const worker = matchWorker(
          workerColumn === undefined ? null : cellText(row.cells[workerColumn]) || null,
          workers,
          fallback,
        );
        if ('problem' in worker)
          return { problems: [...(reading.problems ?? []), { field: 'worker' as const, problem: worker.problem }] };
        return reading.values ? { values: { ...reading.values, workerId: worker.value } } : reading;
      });
      const actorOfShop = { ...actor, businessId };
      const jobRows = rows.map(({ line, values: { workerId, ...values } }) => ({ line, values, workerId }));
      imported = await this.dataSource.transaction((manager) =>
        this.jobs.write(manager, actorOfShop, jobRows, shownFileName(upload.fileName), now),
      );
    }
    return { success: true, kind, imported, skipped: sheet.rows.length - imported, rowCount: sheet.rows.length };
  }

  /** Every row read; when any is wrong, the file is refused with the problems of all of them. */
  private checked<T, F extends ImportField>(
    sheet: Sheet,
    problems: RowProblems,
    read: (row: SheetRow) => RowReading<T, F>,
  ): { line: number; values: T }[] {
    const rows: { line: number; values: T }[] = [];
    for (const row of sheet.rows) {
      const reading = read(row);
      if (reading.values !== undefined) rows.push({ line: row.line, values: reading.values });
      else problems.add(row, reading.problems ?? []);
    }
    problems.check();
    return rows;
  }
}
