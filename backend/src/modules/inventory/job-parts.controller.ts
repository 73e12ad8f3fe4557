import { Body, Controller, Delete, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { JobPartAddedResponse, JobPartRemovedResponse } from '@repair-shop/contracts';
import { seesCostPrices } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe } from '../jobs';
import { JobPartDto } from './dto/job-part.dto';
import { JobPartsService } from './job-parts.service';
import { JobPartIdPipe } from './inventory-id.pipes';

@ApiTags('parts')
// The technician doing the repair records the parts it takes.
@Allow('workOnJobs')
@Controller('jobs/:id/parts')
export class JobPartsController {
  constructor(private readonly jobParts: JobPartsService) {}

  /** Uses a part on the job (out of stock at once); 409 STOCK_INSUFFICIENT unless the user confirmed a short stock. */
  @ApiResult('JobPartAddedResponse', { status: HttpStatus.CREATED })
  @Post()
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: JobPartDto,
  ): Promise<JobPartAddedResponse> {
    return { success: true, ...(await this.jobParts.add(jobActorOf(user), seesCostPrices(user.role), jobId, dto)) };
  }

  /** Takes a part off the job and puts it back in stock. */
  @ApiResult('JobPartRemovedResponse')
  @Delete(':lineId')
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Param('lineId', JobPartIdPipe) lineId: string,
  ): Promise<JobPartRemovedResponse> {
    return {
      success: true,
      ...(await this.jobParts.remove(jobActorOf(user), seesCostPrices(user.role), jobId, lineId)),
    };
  }
}
