import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DeviceLockRevealResponse, DeviceLockSavedResponse, SuccessResponse } from '@repair-shop/contracts';
import { Allow, AllowExpiredTrial } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe } from '../jobs';
import { DeviceLocksService } from './device-locks.service';
import { DeviceLockDto } from './dto/device-lock.dto';

@ApiTags('device-locks')
// Whoever takes the device in saves its code; whoever repairs it needs to see it.
@Allow('workOnJobs')
@Controller('jobs/:id/device-lock')
export class DeviceLocksController {
  constructor(private readonly deviceLocks: DeviceLocksService) {}

  /** Saves the device's PIN, password or pattern, encrypted; replaces the one kept before. */
  @ApiResult('DeviceLockSavedResponse')
  @Put()
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: DeviceLockDto,
  ): Promise<DeviceLockSavedResponse> {
    return { success: true, deviceLock: await this.deviceLocks.save(jobActorOf(user), jobId, dto) };
  }

  @ApiResult('SuccessResponse')
  @Delete()
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<SuccessResponse> {
    await this.deviceLocks.remove(jobActorOf(user), jobId);
    return { success: true };
  }

  /** Shows the code and writes "Kodi u shfaq nga …" in the job's history. */
  @ApiResult('DeviceLockRevealResponse')
  // Reading what the shop keeps: a shop whose trial ended still unlocks the devices it holds.
  @AllowExpiredTrial()
  @Post('reveal')
  async reveal(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<DeviceLockRevealResponse> {
    return { success: true, deviceLock: await this.deviceLocks.reveal(jobActorOf(user), jobId) };
  }
}
