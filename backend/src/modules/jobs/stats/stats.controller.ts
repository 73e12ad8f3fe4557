import { ApiResult } from '../../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import type { StatsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @ApiResult('StatsResponse')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<StatsResponse> {
    return this.stats.forBusiness(user.businessId);
  }
}
