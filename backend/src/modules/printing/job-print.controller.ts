import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PrintJobCreatedResponse, PrintJobResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe, jobScopeOf } from '../jobs';
import { PrintRequestDto } from './dto/print-request.dto';
import { PrintQueueService } from './print-queue.service';

/** Sending a job's documents to a print station, and what became of them. */
@ApiTags('printing')
// Anyone who prints a job's label sends it.
@Allow('workOnJobs')
@Controller('jobs/:id')
export class JobPrintController {
  constructor(private readonly queue: PrintQueueService) {}

  @ApiResult('PrintJobCreatedResponse', { status: HttpStatus.CREATED })
  @Post('print')
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: PrintRequestDto,
  ): Promise<PrintJobCreatedResponse> {
    return { success: true, printJob: await this.queue.send(jobActorOf(user), jobId, dto) };
  }

  /** The latest documents sent for the job, newest first ("Printuar në Banaku, 10:42"). */
  @ApiResult('PrintJobResponse', { array: true })
  @Get('print-jobs')
  list(@CurrentUser() user: AuthenticatedUser, @Param('id', JobIdPipe) jobId: string): Promise<PrintJobResponse[]> {
    return this.queue.ofJob(jobScopeOf(user), jobId);
  }
}
