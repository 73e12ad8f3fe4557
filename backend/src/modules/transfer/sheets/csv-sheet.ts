import { parse } from 'csv-parse/sync';
import { ImportFileUnreadableException } from '../imports.exceptions';
import { SheetBuilder, type Sheet } from './sheet';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];

const startsWith = (data: Buffer, bytes: number[]): boolean => bytes.every((byte, index) => data[index] === byte);

/**
 * The file's text: UTF-8 with or without its BOM, UTF-16 with its BOM (Excel's "Unicode text"), and
 * otherwise Windows-1252, what Excel in the region writes as "CSV" (ë and ç are single bytes there).
 */
export function decodeText(data: Buffer): string {
  if (startsWith(data, UTF8_BOM)) return new TextDecoder('utf-8').decode(data.subarray(3));
  if (startsWith(data, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * The separator of the file's fields: the one of `;` (Excel where the decimal point is a comma), `,`
 * and tab that the first line holds most often outside quotes; a comma when it holds none.
 */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const character of text.slice(0, 64 * 1024)) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) {
      if ([...counts.values()].some((count) => count > 0)) break;
    } else if (!quoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/** A CSV file as a sheet: each record is one spreadsheet row, counted as the spreadsheet counts them. */
export function readCsvSheet(data: Buffer): Sheet {
  const text = decodeText(data);
  if (text.includes('\u0000')) throw new ImportFileUnreadableException();
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ImportFileUnreadableException(
      `Skedari CSV nuk lexohet${typeof line === 'number' ? ` (rreshti ${line})` : ''}: ka thonjëza (") të pambyllura. Ruajeni përsëri nga Excel si CSV dhe provoni përsëri.`,
    );
  }
  const sheet = new SheetBuilder('csv');
  records.forEach((cells, index) => sheet.add(index + 1, cells));
  return sheet.build();
}
