import { Injectable } from '@nestjs/common';
import { PassThrough, type Readable } from 'node:stream';
import { exportFileName, ExportsRepository, type ExportScope, type ExportSource } from './exports.repository';

/** Makes Excel read the file as UTF-8, so that ë and ç show as they are. */
const UTF8_BOM = '\uFEFF';

/**
 * CSV files of a shop's jobs, payments, parts used and clients: PostgreSQL writes the CSV (COPY) and it
 * streams to the client as it comes, so that a year of a large shop never sits in memory.
 */
@Injectable()
export class CsvExportService {
  constructor(private readonly exports: ExportsRepository) {}

  async open(source: ExportSource, scope: ExportScope): Promise<{ stream: Readable; fileName: string }> {
    const { rows, done } = await this.exports.copy(source, scope, 'csv');
    const file = new PassThrough();
    file.write(UTF8_BOM);
    rows.on('error', (error: Error) => file.destroy(error));
    file.on('close', () => {
      if (!rows.readableEnded) done(new Error('the client left before the file ended'));
    });
    rows.pipe(file);
    return { stream: file, fileName: exportFileName(source, scope) };
  }
}
