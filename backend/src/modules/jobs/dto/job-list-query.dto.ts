import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { JOB_STATUSES, jobStatusFilter, type JobFilterQuery, type JobListQuery } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { IsDateTime } from '../../../common/validation/is-date-time';
import { SearchTerm } from '../../../common/search/search-term.decorator';
import { IsJobStatusFilter } from './is-job-status-filter';

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

  @ApiPropertyOptional({
    description: `One status, or several separated by commas: the jobs in any of them. Statuses: ${jobStatusFilter(JOB_STATUSES)}.`,
    example: 'new,in_process,ready',
  })
  @IsOptional()
  @IsJobStatusFilter()
  status?: string;
}

/** GET /jobs: the filters and the page (limit 1–100, default 50). */
export class JobListQueryDto extends IntersectionType(JobFilterQueryDto, PageQueryDto) implements JobListQuery {}
