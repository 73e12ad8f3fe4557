import { AnyRole } from '../../common/decorators/access.decorators';
import { ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Post, HttpStatus } from '@nestjs/common';
import type { WorkerCreatedResponse, WorkerResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { WorkerDto } from './dto/worker.dto';
import { WorkersService } from './workers.service';

@ApiTags('workers')
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
  @AnyRole()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<WorkerResponse[]> {
    return this.workers.list(user.businessId);
  }
}
