import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import type {
  JobCreatedResponse,
  JobDetailResponse,
  JobMessageCreatedResponse,
  JobResponse,
  JobStatusResponse,
} from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import type { UserEntity } from '../auth/entities/user.entity';
import { CreateJobDto } from './dto/create-job.dto';
import { JobListQueryDto } from './dto/job-list-query.dto';
import { JobMessageDto } from './dto/job-message.dto';
import { JobStatusDto } from './dto/job-status.dto';
import { UpdateJobDto } from './dto/update-job.dto';
import { JobNotFoundException } from './jobs.exceptions';
import { JobsService } from './jobs.service';

const JobId = new ParseIdPipe(() => new JobNotFoundException());

@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  async create(@CurrentUser() user: UserEntity, @Body() dto: CreateJobDto): Promise<JobCreatedResponse> {
    return { success: true, job: await this.jobs.create(user.id, dto) };
  }

  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: JobListQueryDto): Promise<JobResponse[]> {
    return this.jobs.list(user.id, query);
  }

  @Get(':id')
  detail(@CurrentUser() user: UserEntity, @Param('id', JobId) id: string): Promise<JobDetailResponse> {
    return this.jobs.detail(user.id, id);
  }

  @Patch(':id')
  async update(
    @CurrentUser() user: UserEntity,
    @Param('id', JobId) id: string,
    @Body() dto: UpdateJobDto,
  ): Promise<JobCreatedResponse> {
    return { success: true, job: await this.jobs.update(user.id, id, dto) };
  }

  @Put(':id/status')
  async changeStatus(
    @CurrentUser() user: UserEntity,
    @Param('id', JobId) id: string,
    @Body() dto: JobStatusDto,
  ): Promise<JobStatusResponse> {
    return { success: true, ...(await this.jobs.changeStatus(user.id, id, dto.status)) };
  }

  @Post(':id/messages')
  async addMessage(
    @CurrentUser() user: UserEntity,
    @Param('id', JobId) id: string,
    @Body() dto: JobMessageDto,
  ): Promise<JobMessageCreatedResponse> {
    return { success: true, entry: await this.jobs.addMessage(user.id, id, dto.message) };
  }
}
