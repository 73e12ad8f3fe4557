import { HttpException } from '@nestjs/common';
import type ExcelJS from 'exceljs';
import { excelJs } from '../../../common/sheets/exceljs';
import { Readable } from 'node:stream';
import { utcWallClock, type ImportCell } from '@repair-shop/contracts';
import { ImportFileUnreadableException } from '../imports.exceptions';
import { SheetBuilder, type Sheet } from './sheet';
import { XLSX_MAX_UNPACKED_BYTES, unpackedSize } from './zip-sizes';

const UNREADABLE =
  'Skedari Excel nuk lexohet. Hapeni në Excel, ruajeni si «Excel Workbook (.xlsx)» dhe provoni përsëri.';

/** What an Excel cell holds, as the import reads it: its text, its number, or a date as its wall clock. */
export function cellOf(value: ExcelJS.CellValue | undefined): ImportCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : utcWallClock(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  // An error (#N/A) or a formula without its computed value.
  return '';
}

/**
 * The first worksheet of an .xlsx workbook, read as a stream: rows are kept as they come, and reading
 * ends at the first row past the limits. Excel's date cells arrive as dates when the workbook's styles
 * say so, else as the serial numbers the date reader takes too.
 */
export async function readXlsxSheet(data: Buffer): Promise<Sheet> {
  const unpacked = unpackedSize(data);
  if (unpacked === null) throw new ImportFileUnreadableException(UNREADABLE);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES)
    throw new ImportFileUnreadableException(
      'Skedari Excel është shumë i madh kur hapet. Ndajeni në disa skedarë më të vegjël.',
    );
  const sheet = new SheetBuilder('xlsx');
  const { WorkbookReader } = excelJs().stream.xlsx;
  const reader = new WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const worksheet of reader) {
      sheets += 1;
      if (sheets > 1) continue;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        // row.values counts columns from 1.
        sheet.add(
          row.number,
          Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => cellOf(values[index + 1])),
        );
      }
    }
  } catch (error) {
    if (error instanceof HttpException) throw error;
    throw new ImportFileUnreadableException(UNREADABLE);
  }
  if (sheets === 0) throw new ImportFileUnreadableException(UNREADABLE);
  return sheet.build();
}
