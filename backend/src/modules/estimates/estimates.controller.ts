import { Body, Controller, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EstimateSentResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe } from '../jobs';
import { EstimateDto } from './dto/estimate.dto';
import { EstimatesService } from './estimates.service';

@ApiTags('estimates')
// Whoever works on the job tells the client what it will cost.
@Allow('workOnJobs')
@Controller('jobs/:id/estimates')
export class EstimatesController {
  constructor(private readonly estimates: EstimatesService) {}

  /** A new estimate for the client to answer from the tracking page; it replaces the one before. */
  @ApiResult('EstimateSentResponse', { status: HttpStatus.CREATED })
  @Post()
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: EstimateDto,
  ): Promise<EstimateSentResponse> {
    return { success: true, ...(await this.estimates.send(jobActorOf(user), jobId, dto)) };
  }
}
