import { Controller, Get } from '@nestjs/common';
import type { StatsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { StatsService } from './stats.service';

@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<StatsResponse> {
    return this.stats.forBusiness(user.businessId);
  }
}
