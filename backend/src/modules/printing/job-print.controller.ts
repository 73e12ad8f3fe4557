import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PrintJobCreatedResponse, PrintJobResponse } from '@repair-shop/contracts';
import { AnyRole } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { jobActorOf, jobScopeOf } from '../jobs/job-history';
import { JobNotFoundException } from '../jobs/jobs.exceptions';
import { PrintRequestDto } from './dto/print-request.dto';
import { PrintQueueService } from './print-queue.service';

const JobId = new ParseIdPipe(() => new JobNotFoundException());

/** Sending a job's documents to a print station, and what became of them. */
@ApiTags('printing')
// Anyone who prints a job's label sends it.
@AnyRole()
@Controller('jobs/:id')
export class JobPrintController {
  constructor(private readonly queue: PrintQueueService) {}

  @ApiResult('PrintJobCreatedResponse', { status: HttpStatus.CREATED })
  @Post('print')
  async send(@CurrentUser() user: AuthenticatedUser, @Param('id', JobId) jobId: string, @Body() dto: PrintRequestDto): Promise<PrintJobCreatedResponse> {
    return { success: true, printJob: await this.queue.send(jobActorOf(user), jobId, dto) };
  }

  /** The latest documents sent for the job, newest first ("Printuar në Banaku, 10:42"). */
  @ApiResult('PrintJobResponse', { array: true })
  @Get('print-jobs')
  list(@CurrentUser() user: AuthenticatedUser, @Param('id', JobId) jobId: string): Promise<PrintJobResponse[]> {
    return this.queue.ofJob(jobScopeOf(user), jobId);
  }
}
