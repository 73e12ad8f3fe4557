import { Allow } from '../../common/decorators/access.decorators';
import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Param, Patch, Post, HttpStatus } from '@nestjs/common';
import type { WorkerCreatedResponse, WorkerResponse, WorkerUpdatedResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth';
import { WorkerUpdateDto } from './dto/worker-update.dto';
import { WorkerDto } from './dto/worker.dto';
import { WorkerIdPipe } from './worker-id.pipe';
import { WorkersService } from './workers.service';

@ApiTags('workers')
@Allow('manageStaff')
@Controller('workers')
export class WorkersController {
  constructor(private readonly workers: WorkersService) {}

  @ApiResult('WorkerCreatedResponse', { status: HttpStatus.CREATED })
  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() dto: WorkerDto): Promise<WorkerCreatedResponse> {
    return { success: true, worker: await this.workers.create(user.businessId, dto) };
  }

  @ApiResult('WorkerResponse', { array: true })
  // A technician assigns jobs, so sees who works in the shop.
  @Allow('workOnJobs')
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<WorkerResponse[]> {
    return this.workers.list(user.businessId);
  }

  /** Names, phone, or `active: false` when the worker leaves (their login goes with it). */
  @ApiResult('WorkerUpdatedResponse')
  @Patch(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', WorkerIdPipe) workerId: string,
    @Body() dto: WorkerUpdateDto,
  ): Promise<WorkerUpdatedResponse> {
    return { success: true, worker: await this.workers.update(user, workerId, dto) };
  }
}
