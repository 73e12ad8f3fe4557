import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditLogEntryResponse, PageQuery } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { auditLogPage } from './audit-log-records';

/** The shop's audit log as its owner reads it: a page at a time, newest first. */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(businessId: string | null, query: PageQuery): Promise<Page<AuditLogEntryResponse>> {
    if (!businessId) return new Page([], 0);
    const { items, total } = await auditLogPage(this.dataSource, businessId, pageOf(query));
    return new Page(items, total);
  }
}
