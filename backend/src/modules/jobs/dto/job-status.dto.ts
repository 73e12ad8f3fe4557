import { IsIn, IsNotEmpty } from 'class-validator';
import { JOB_STATUSES, type JobStatus, type JobStatusRequest } from '@repair-shop/contracts';

export class JobStatusDto implements JobStatusRequest {
  @IsNotEmpty()
  @IsIn(JOB_STATUSES)
  status: JobStatus;
}
