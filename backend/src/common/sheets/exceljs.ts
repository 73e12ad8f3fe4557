import type ExcelJS from 'exceljs';
import { requireOnFirstUse } from '../lazy/on-first-use';

/**
 * exceljs, loaded by the first spreadsheet read or written: loading it costs about a sixth of a second of processor,
 * which every start (and every test file's app) paid for an import or an export that most days never come.
 */
export const excelJs = requireOnFirstUse<typeof ExcelJS>('exceljs');
