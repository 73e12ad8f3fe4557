import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { JobAttentionResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { Paged } from '../../common/paging/paged.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobScopeOf } from '../jobs';
import { AttentionService } from './attention.service';

@ApiTags('client messages')
// Every role sees the jobs it may open that wait too long (a technician kept to their own, only theirs).
@Allow('workOnJobs')
@Controller('jobs/attention')
export class AttentionController {
  constructor(private readonly attention: AttentionService) {}

  /** "Kërkon vëmendje": ready and not collected, or in process and untouched, for the shop's days; oldest wait first (X-Total-Count). */
  @ApiResult('JobAttentionResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto): Promise<Page<JobAttentionResponse>> {
    return this.attention.page(jobScopeOf(user), query);
  }
}
