import { IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { JOB_STATUSES, type JobFilterQuery, type JobListQuery, type JobStatus } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { IsDateTime } from '../../../common/validation/is-date-time';
import { SearchTerm } from '../../../common/search/search-term.decorator';

/** Filters of GET /jobs and GET /jobs/counts. */
export class JobFilterQueryDto implements JobFilterQuery {
  /** Any part of the client's name (accents ignored), the phone in any form, or the IMEI. */
  @SearchTerm()
  search?: string;

  @IsOptional()
  @IsDateTime()
  createdFrom?: string;

  @IsOptional()
  @IsDateTime()
  createdTo?: string;

  @IsOptional()
  @IsIn(JOB_STATUSES)
  status?: JobStatus;
}

/** GET /jobs: the filters and the page (limit 1–100, default 50). */
export class JobListQueryDto extends IntersectionType(JobFilterQueryDto, PageQueryDto) implements JobListQuery {}
