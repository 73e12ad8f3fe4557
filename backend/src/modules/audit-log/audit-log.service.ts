import { Injectable } from '@nestjs/common';
import type { AuditLogEntryResponse, PageQuery } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { AuditLogRepository } from './audit-log.repository';

/** The shop's audit log as its owner reads it: a page at a time, newest first. */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLogRepository) {}

  async page(businessId: string | null, query: PageQuery): Promise<Page<AuditLogEntryResponse>> {
    if (!businessId) return new Page([], 0);
    const { items, total } = await this.log.page(businessId, pageOf(query));
    return new Page(items, total);
  }
}
