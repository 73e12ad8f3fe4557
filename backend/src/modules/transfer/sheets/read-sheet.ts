import { ImportFileUnreadableException } from '../imports.exceptions';
import { readCsvSheet } from './csv-sheet';
import type { Sheet } from './sheet';
import { readXlsxSheet } from './xlsx-sheet';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (data: Buffer, bytes: number[]): boolean => bytes.every((byte, index) => data[index] === byte);

/** The file's first sheet, by what the file is (its name may say anything): an .xlsx workbook or CSV text. */
export async function readSheet(data: Buffer): Promise<Sheet> {
  if (startsWith(data, ZIP)) return readXlsxSheet(data);
  if (startsWith(data, OLE2)) {
    throw new ImportFileUnreadableException(
      'Skedarët e vjetër .xls nuk lexohen. Hapeni në Excel dhe ruajeni si «Excel Workbook (.xlsx)» ose si CSV.',
    );
  }
  return readCsvSheet(data);
}
