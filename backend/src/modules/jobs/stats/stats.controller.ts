import { Controller, Get } from '@nestjs/common';
import type { StatsResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import type { UserEntity } from '../../auth/entities/user.entity';
import { StatsService } from './stats.service';

@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  get(@CurrentUser() user: UserEntity): Promise<StatsResponse> {
    return this.stats.forOwner(user.id);
  }
}
