import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CANCEL_REASON_MAX_LENGTH, JOB_STATUSES, type JobStatus, type JobStatusRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';

export class JobStatusDto implements JobStatusRequest {
  @IsNotEmpty()
  @IsIn(JOB_STATUSES)
  status: JobStatus;

  /**
   * Why the job is cancelled: required with `cancelled` (trimmed, 1–300 characters); with any other
   * status it is refused (JobsService), so that no reason is taken for a change that keeps none.
   */
  @ValidateIf((dto: JobStatusDto) => dto.status === 'cancelled' || dto.reason !== undefined)
  @Trim()
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CANCEL_REASON_MAX_LENGTH)
  reason?: string;
}
