import type ExcelJS from 'exceljs';

let loaded: typeof ExcelJS | undefined;

/**
 * exceljs, loaded by the first spreadsheet read or written: loading it costs about a sixth of a second of processor,
 * which every start (and every test file's app) paid for an import or an export that most days never come.
 */
export function excelJs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start
  loaded ??= require('exceljs') as typeof ExcelJS;
  return loaded;
}
