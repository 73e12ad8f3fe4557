import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EstimateAnsweredResponse } from '@repair-shop/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { PublicPageRateLimit } from '../../common/rate-limit/rate-limits';
import { ApiResult } from '../../openapi/api-result.decorator';
import { isTrackingTokenShaped, TrackedJobNotFoundException } from '../jobs';
import { EstimateAnswerDto } from './dto/estimate-answer.dto';
import { EstimatesService } from './estimates.service';

/** The client's "Pranoj" or "Refuzoj" on the public tracking page: the link's secret is the only key. */
@Public()
@ApiTags('tracking')
@Controller('public/track/:token/estimate')
export class EstimateAnswersController {
  constructor(private readonly estimates: EstimatesService) {}

  @ApiResult('EstimateAnsweredResponse')
  @PublicPageRateLimit()
  @Post()
  @HttpCode(HttpStatus.OK)
  async answer(@Param('token') token: string, @Body() dto: EstimateAnswerDto): Promise<EstimateAnsweredResponse> {
    if (!isTrackingTokenShaped(token)) throw new TrackedJobNotFoundException();
    return { success: true, estimate: await this.estimates.answer(token, dto) };
  }
}
