import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EarlierJobsResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobScopeOf } from '../jobs';
import { DeviceIdPipe } from './device-id.pipe';
import { ClientJobsQueryDto } from './dto/client-jobs-query.dto';
import { DeviceHistoryService } from './device-history.service';

@ApiTags('warranty')
// Whoever adds a job sees what the device and the client brought before (a technician, their own jobs).
@Allow('workOnJobs')
@Controller()
export class DeviceHistoryController {
  constructor(private readonly history: DeviceHistoryService) {}

  /** The device's earlier jobs in this shop, newest first, by IMEI (however spaced) or serial number. */
  @ApiResult('EarlierJobsResponse')
  @Get('devices/:deviceId')
  ofDevice(
    @CurrentUser() user: AuthenticatedUser,
    @Param('deviceId', DeviceIdPipe) deviceId: string,
  ): Promise<EarlierJobsResponse> {
    return this.history.ofDevice(jobScopeOf(user), deviceId);
  }

  /** The client's earlier jobs in this shop, newest first, by the phone in any form. */
  @ApiResult('EarlierJobsResponse')
  @Get('clients/jobs')
  ofClient(@CurrentUser() user: AuthenticatedUser, @Query() query: ClientJobsQueryDto): Promise<EarlierJobsResponse> {
    return this.history.ofClient(jobScopeOf(user), query.phone);
  }
}
