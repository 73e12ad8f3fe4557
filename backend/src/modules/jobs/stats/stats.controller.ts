import { ApiResult } from '../../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import type { StatsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../../auth';
import { StatsService } from './stats.service';
import { Allow } from '../../../common/decorators/access.decorators';

@ApiTags('stats')
@Allow('readStats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @ApiResult('StatsResponse')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<StatsResponse> {
    return this.stats.forBusiness(user.businessId);
  }
}
