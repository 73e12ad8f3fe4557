import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PassThrough, type Readable } from 'node:stream';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { ExportKind } from '@repair-shop/contracts';
import { requireBusinessId } from '../business/business-scope';
import { exportCopyStatement, exportFileName } from './csv-exports';
import type { ExportQueryDto } from './dto/report-queries.dto';
import { ReversedRangeException } from './reports.exceptions';

/** Makes Excel read the file as UTF-8, so that ë and ç show as they are. */
const UTF8_BOM = '\uFEFF';

/**
 * CSV files of a shop's jobs, payments and parts used, for any range of days: PostgreSQL writes the
 * CSV (COPY) and it streams to the client as it comes, so that a year of a large shop never sits in
 * memory. The connection goes back to the pool when the file ends; a client that leaves midway takes
 * the connection's COPY with it (the connection is closed, not reused).
 */
@Injectable()
export class CsvExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async open(businessId: string | null, kind: ExportKind, query: ExportQueryDto): Promise<{ stream: Readable; fileName: string }> {
    const shop = requireBusinessId(businessId);
    if (query.from > query.to) throw new ReversedRangeException();
    const scope = { businessId: shop, from: query.from, to: query.to };
    const client = await ((this.dataSource.driver as PostgresDriver).master as Pool).connect();
    let released = false;
    const release = (error?: Error): void => {
      if (released) return;
      released = true;
      client.release(error);
    };
    const file = new PassThrough();
    file.write(UTF8_BOM);
    const copy = client.query(copyTo(exportCopyStatement(kind, scope)));
    copy.on('error', (error: Error) => {
      release(error);
      file.destroy(error);
    });
    copy.on('end', () => release());
    file.on('close', () => release(released ? undefined : new Error('the client left before the file ended')));
    copy.pipe(file);
    return { stream: file, fileName: exportFileName(kind, scope) };
  }
}
