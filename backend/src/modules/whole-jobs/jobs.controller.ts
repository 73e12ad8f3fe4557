import { Allow } from '../../common/decorators/access.decorators';
import { ApiErrorResult, ApiResult } from '../../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, HttpStatus } from '@nestjs/common';
import type {
  JobCountsResponse,
  JobCreatedResponse,
  JobDeletedResponse,
  JobDetailResponse,
  JobMessageCreatedResponse,
  JobResponse,
  JobStatusResponse,
} from '@repair-shop/contracts';
import { seesCostPrices } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { Page } from '../../common/paging/page';
import { Paged } from '../../common/paging/paged.decorator';
import type { AuthenticatedUser } from '../auth';
import {
  jobActorOf,
  JobFilterQueryDto,
  JobIdPipe,
  JobListQueryDto,
  JobListService,
  jobScopeOf,
  JobsService,
  UpdateJobDto,
} from '../jobs';
import { CreateJobDto } from './dto/create-job.dto';
import { JobMessageDto } from './dto/job-message.dto';
import { JobStatusDto } from './dto/job-status.dto';
import { JobCreationService } from './job-creation.service';
import { JobDetailService } from './job-detail.service';
import { JobRemovalService } from './removal/job-removal.service';

@ApiTags('jobs')
// The bench's work: every role lists, opens, adds and changes jobs.
@Allow('workOnJobs')
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly creation: JobCreationService,
    private readonly details: JobDetailService,
    private readonly jobs: JobsService,
    private readonly lists: JobListService,
    private readonly removal: JobRemovalService,
  ) {}

  @ApiResult('JobCreatedResponse', { status: HttpStatus.CREATED })
  @Post()
  async create(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateJobDto): Promise<JobCreatedResponse> {
    return { success: true, job: await this.creation.create(jobActorOf(user), dto) };
  }

  /** One page of jobs, newest first (X-Total-Count has how many match). */
  @ApiResult('JobResponse', { page: true })
  @Paged()
  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: JobListQueryDto): Promise<Page<JobResponse>> {
    return this.lists.page(jobScopeOf(user), query);
  }

  @ApiResult('JobCountsResponse')
  @Get('counts')
  counts(@CurrentUser() user: AuthenticatedUser, @Query() filters: JobFilterQueryDto): Promise<JobCountsResponse> {
    return this.lists.countsByStatus(jobScopeOf(user), filters);
  }

  @ApiResult('JobDetailResponse')
  @Get(':id')
  detail(@CurrentUser() user: AuthenticatedUser, @Param('id', JobIdPipe) id: string): Promise<JobDetailResponse> {
    return this.details.detail(jobScopeOf(user), seesCostPrices(user.role), id);
  }

  @ApiResult('JobCreatedResponse')
  @Patch(':id')
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) id: string,
    @Body() dto: UpdateJobDto,
  ): Promise<JobCreatedResponse> {
    return { success: true, job: await this.jobs.update(jobActorOf(user), id, dto) };
  }

  /**
   * A job entered by mistake, deleted with everything that belongs to it alone; the audit log keeps what
   * it was. 409 JOB_HAS_PAYMENTS (money stays: cancel it instead) or JOB_HAS_WARRANTY_RETURN.
   */
  @ApiResult('JobDeletedResponse')
  @ApiErrorResult(
    HttpStatus.CONFLICT,
    'The job has payments (JOB_HAS_PAYMENTS), or a warranty return points at it (JOB_HAS_WARRANTY_RETURN)',
  )
  @Allow('deleteJobs')
  @Delete(':id')
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) id: string,
  ): Promise<JobDeletedResponse> {
    return { success: true, auditEntry: await this.removal.remove(jobActorOf(user), id) };
  }

  /** `{status: "cancelled", reason}` cancels the job; any other status reopens a cancelled one. */
  @ApiResult('JobStatusResponse')
  @Put(':id/status')
  async changeStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) id: string,
    @Body() dto: JobStatusDto,
  ): Promise<JobStatusResponse> {
    return { success: true, ...(await this.jobs.changeStatus(jobActorOf(user), id, dto.status, dto.reason)) };
  }

  @ApiResult('JobMessageCreatedResponse', { status: HttpStatus.CREATED })
  @Post(':id/messages')
  async addMessage(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) id: string,
    @Body() dto: JobMessageDto,
  ): Promise<JobMessageCreatedResponse> {
    return { success: true, entry: await this.jobs.addMessage(jobActorOf(user), id, dto.message) };
  }
}
