import { Injectable } from '@nestjs/common';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { excelJs } from '../../common/sheets/exceljs';
import { PassThrough, type Readable } from 'node:stream';
import {
  exportColumns,
  exportFileName,
  ExportsRepository,
  type ExportColumnType,
  type ExportScope,
  type ExportSource,
} from './exports.repository';

/** How Excel shows each type of cell (it puts the region's separators in itself). */
const NUMBER_FORMATS: Partial<Record<ExportColumnType, string>> = {
  amount: '#,##0.00',
  time: 'dd.mm.yyyy hh:mm',
  count: '0',
};
const WIDTHS: Record<ExportColumnType, number> = { text: 24, label: 14, amount: 12, time: 17, count: 8 };

/**
 * A value of the raw COPY as an Excel cell: amounts and counts as numbers, times as dates (Excel has no
 * zones: the shop's wall clock, written as UTC fields, which is how Excel's dates are read), text as text.
 */
export function cellValue(type: ExportColumnType, value: string | undefined): ExcelJS.CellValue {
  if (value === undefined || value === '') return null;
  if (type === 'amount' || type === 'count') return Number(value);
  if (type === 'time') {
    const [date = '', time = ''] = value.split(' ');
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  }
  return value;
}

/** What the file holds for the client before the zip's writes wait (and the rows with them), so that a slow download holds little in memory. */
const OUTPUT_HIGH_WATER_MARK = 256 * 1024;

/**
 * .xlsx workbooks of a shop's jobs or clients with the CSV's columns, as typed cells: PostgreSQL's
 * COPY streams the raw values, each row becomes a row of the sheet and is committed at once (exceljs'
 * streaming writer keeps nothing of it), and the zip streams to the client as it is written. Rows stop
 * while the client has not read what was written, so memory stays bounded whatever the shop's size.
 */
@Injectable()
export class XlsxExportService {
  constructor(private readonly exports: ExportsRepository) {}

  async open(
    source: ExportSource,
    scope: ExportScope,
    sheetName: string,
  ): Promise<{ stream: Readable; fileName: string }> {
    const columns = exportColumns(source, scope);
    const { rows, done } = await this.exports.copy(source, scope, 'raw');
    const file = new PassThrough({ highWaterMark: OUTPUT_HIGH_WATER_MARK });
    const { WorkbookWriter } = excelJs().stream.xlsx;
    const workbook = new WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ header, type }) => ({
      header,
      key: header,
      width: WIDTHS[type],
      style: NUMBER_FORMATS[type] ? { numFmt: NUMBER_FORMATS[type] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const records = rows.pipe(parse({ relax_column_count: true }));
    const fail = (error: Error): void => {
      done(error);
      file.destroy(error);
    };
    rows.on('error', fail);
    records.on('error', fail);
    records.on('data', (record: string[]) => {
      sheet.addRow(columns.map(({ type }, index) => cellValue(type, record[index]))).commit();
      // The zip's last write into the file was not taken: wait until the client has read enough.
      if (file.writableNeedDrain && !records.isPaused()) {
        records.pause();
        file.once('drain', () => records.resume());
      }
    });
    records.on('end', () => {
      sheet.commit();
      workbook.commit().catch(fail);
    });
    file.on('close', () => {
      if (!rows.readableEnded) done(new Error('the client left before the file ended'));
    });
    return { stream: file, fileName: exportFileName(source, scope, 'xlsx') };
  }
}
