import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  JOB_STATUSES,
  fullName,
  type JobCountsResponse,
  type JobFilterQuery,
  type JobListQuery,
  type JobResponse,
} from '@repair-shop/contracts';
import { Page } from '../../../common/paging/page';
import { JobCounts, noJobsByStatus, totalOf } from '../counts/job-counts.repository';
import { jobAnswer, priceFromColumn } from '../job.mapper';
import type { JobViewRow } from '../jobs.repository';
import type { JobScope } from '../job-history';
import { countersAnswer, filterStatuses } from './job-filter';
import { jobCountsPerStatus, jobListPage } from './job-list.repository';

/** A shop's jobs as lists: pages newest first, and how many match. */
@Injectable()
export class JobListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counts: JobCounts,
  ) {}

  async page({ businessId, onlyWorkerId }: JobScope, query: JobListQuery): Promise<Page<JobResponse>> {
    if (!businessId) return new Page([], 0);
    const { rows, total } = await jobListPage(this.dataSource, businessId, onlyWorkerId, query);
    return new Page(rows.map(toListedJob), total);
  }

  /** GET /jobs/counts: the jobs matching the filters per status, and in all but the cancelled ones. */
  async countsByStatus({ businessId, onlyWorkerId }: JobScope, filters: JobFilterQuery): Promise<JobCountsResponse> {
    const byStatus = noJobsByStatus();
    if (!businessId) return { total: 0, byStatus };
    if (countersAnswer(filters) && !onlyWorkerId) {
      const counts = await this.counts.forBusiness(businessId);
      for (const status of filterStatuses(filters) ?? JOB_STATUSES) byStatus[status] = counts[status];
    } else {
      const rows = await jobCountsPerStatus(this.dataSource, businessId, onlyWorkerId, filters);
      for (const row of rows) byStatus[row.status] = row.count;
    }
    return { total: totalOf(byStatus), byStatus };
  }
}

/** Straight from the row: a page maps 20 to 100 of them per request. */
function toListedJob(row: JobViewRow): JobResponse {
  return jobAnswer(
    row,
    priceFromColumn(row.estimatedPrice),
    fullName({ firstName: row.workerFirstName, lastName: row.workerLastName }),
  );
}
