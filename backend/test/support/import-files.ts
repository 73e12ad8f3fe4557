import ExcelJS from 'exceljs';
import type { ImportMapping } from '@repair-shop/contracts';
import { bearer, type TestApp } from './test-app';

/** A CSV file as Excel in the region writes it: `;` between fields, CRLF, quotes where needed, UTF-8 with a BOM unless told. */
export function csvFile(
  rows: (string | number)[][],
  options: { separator?: string; bom?: boolean; encoding?: 'utf-8' | 'windows-1252' } = {},
): Buffer {
  const separator = options.separator ?? ';';
  const text = rows
    .map((row) =>
      row
        .map((cell) => {
          const value = String(cell);
          return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
        })
        .join(separator),
    )
    .join('\r\n');
  if (options.encoding === 'windows-1252') return Buffer.from(text, 'latin1');
  return Buffer.concat([
    options.bom === false ? Buffer.alloc(0) : Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(text, 'utf-8'),
  ]);
}

/** A real .xlsx workbook (exceljs), its first sheet holding the rows; Date cells get a date format. */
export async function xlsxFile(rows: (string | number | Date | null)[][], sheetName = 'Fleta 1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd.mm.yyyy hh:mm';
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST /api/imports/preview with the file. */
export function previewImport(t: TestApp, token: string, file: Buffer, fileName = 'punet.csv') {
  return t.http().post('/api/imports/preview').set(bearer(token)).attach('file', file, fileName);
}

/** POST /api/imports with the file, the kind and the mapping. */
export function importFile(
  t: TestApp,
  token: string,
  file: Buffer,
  kind: string,
  mapping: ImportMapping | string,
  fileName = 'punet.csv',
) {
  return t
    .http()
    .post('/api/imports')
    .set(bearer(token))
    .field('kind', kind)
    .field('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping))
    .attach('file', file, fileName);
}
