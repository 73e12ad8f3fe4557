import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { InsightsResponse, JobEstimateResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { EstimateQueryDto } from './dto/estimate-query.dto';
import { InsightsService } from './insights.service';

@ApiTags('insights')
@Controller('insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  /** Whoever adds jobs sees what the shop's history says of one being added. */
  @Allow('workOnJobs')
  @ApiResult('JobEstimateResponse')
  @Get('estimate')
  estimate(@CurrentUser() user: AuthenticatedUser, @Query() query: EstimateQueryDto): Promise<JobEstimateResponse> {
    return this.insights.estimate(user.businessId, {
      deviceModel: query.deviceModel ?? '',
      description: query.description ?? '',
      category: query.category,
    });
  }

  @Allow('readStats')
  @ApiResult('InsightsResponse')
  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<InsightsResponse> {
    return this.insights.insights(user.businessId);
  }
}
