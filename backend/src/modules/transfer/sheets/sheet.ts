import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, cellText, type ImportCell } from '@repair-shop/contracts';
import {
  ImportFileUnreadableException,
  ImportTooManyColumnsException,
  ImportTooManyRowsException,
} from '../imports.exceptions';

/** A row of the file with something in it, numbered as the spreadsheet shows it. */
export interface SheetRow {
  line: number;
  cells: ImportCell[];
}

/** The first sheet of a file: its header row's names and the rows under it. */
export interface Sheet {
  format: 'csv' | 'xlsx';
  headerLine: number;
  columns: string[];
  rows: SheetRow[];
}

/** "A", "B", …, "Z", "AA": a column as spreadsheets name it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * Builds the sheet from rows as they come, keeping the limits: the first row with something in it is
 * the header, empty rows are left out, and more rows or columns than are taken end the reading.
 */
export class SheetBuilder {
  private header: SheetRow | null = null;
  private readonly rows: SheetRow[] = [];
  private width = 0;

  constructor(private readonly format: Sheet['format']) {}

  add(line: number, cells: ImportCell[]): void {
    let last = cells.length - 1;
    while (last >= 0 && cellText(cells[last]) === '') last -= 1;
    if (last < 0) return;
    const row = { line, cells: cells.slice(0, last + 1) };
    if (row.cells.length > IMPORT_MAX_COLUMNS) throw new ImportTooManyColumnsException();
    this.width = Math.max(this.width, row.cells.length);
    if (!this.header) {
      this.header = row;
      return;
    }
    if (this.rows.length >= IMPORT_MAX_ROWS) throw new ImportTooManyRowsException();
    this.rows.push(row);
  }

  build(): Sheet {
    if (!this.header) throw new ImportFileUnreadableException('Skedari është bosh: nuk ka asnjë rresht me të dhëna.');
    const header = this.header;
    const columns = Array.from(
      { length: this.width },
      (_, index) => cellText(header.cells[index]) || `Kolona ${columnLetter(index)}`,
    );
    return { format: this.format, headerLine: header.line, columns, rows: this.rows };
  }
}
