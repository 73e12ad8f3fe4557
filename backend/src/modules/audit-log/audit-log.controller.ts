import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuditLogEntryResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { AuditLogService } from './audit-log.service';
import { AuditLogQueryDto } from './dto/audit-log-query.dto';

@ApiTags('audit-log')
// What the owner did that leaves nothing else behind (a job deleted) is the owner's to read.
@Allow('readAuditLog')
@Controller('audit-log')
export class AuditLogController {
  constructor(private readonly log: AuditLogService) {}

  /** One page of the shop's audit log, newest first (X-Total-Count has how many lines there are). */
  @ApiResult('AuditLogEntryResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: AuditLogQueryDto): Promise<Page<AuditLogEntryResponse>> {
    return this.log.page(user.businessId, query);
  }
}
