import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JOB_STATUSES, type JobListQuery, type JobStatus } from '@repair-shop/contracts';
import { QueryNumber, Trim } from '../../../common/validation/transforms';

export const MAX_PAGE_SIZE = 500;
/** Far beyond any shop's job count, and within what PostgreSQL's OFFSET accepts. */
export const MAX_OFFSET = 1_000_000;

export class JobListQueryDto implements JobListQuery {
  /** Any part of the client's name, phone or the IMEI. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsISO8601({ strict: true })
  createdFrom?: string;

  @IsOptional()
  @IsISO8601({ strict: true })
  createdTo?: string;

  @IsOptional()
  @IsIn(JOB_STATUSES)
  status?: JobStatus;

  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;
}
