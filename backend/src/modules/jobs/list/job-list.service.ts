import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobCountsResponse, JobFilterQuery, JobListQuery, JobPriority, JobResponse, JobStatus } from '@repair-shop/contracts';
import { Page } from '../../../common/paging/page';
import { pageOf } from '../../../common/paging/page-query.dto';
import { SqlParams } from '../../../common/search/search-condition';
import { JobCounts, noJobsByStatus, totalOf } from '../counts/job-counts';
import { toJobResponse } from '../job.mapper';
import { countersAnswer, jobFilterWhere } from './job-filter';

interface JobRow {
  id: string;
  status: JobStatus;
  clientName: string;
  clientPhone: string;
  deviceModel: string;
  deviceImei: string;
  deviceCode: string;
  workDescription: string;
  workerId: string;
  estimatedPrice: string | null;
  priority: JobPriority;
  trackingToken: string;
  createdAt: Date;
  updatedAt: Date;
  workerFirstName: string;
  workerLastName: string;
}

/** A shop's jobs as lists: pages newest first, and how many match. */
@Injectable()
export class JobListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counts: JobCounts,
  ) {}

  async page(businessId: string | null, query: JobListQuery): Promise<Page<JobResponse>> {
    if (!businessId) return new Page([], 0);
    const { limit, offset } = pageOf(query);
    const params = new SqlParams();
    const where = jobFilterWhere(businessId, query, params);
    const filterValues = [...params.values];
    // The page's ids come from the index alone (an index-only scan, however deep the offset); only
    // the rows of the page are then read.
    const rows = this.dataSource.query<JobRow[]>(
      `SELECT j.id, j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone", j.device_model AS "deviceModel",
              j.device_imei AS "deviceImei", j.device_code AS "deviceCode", j.work_description AS "workDescription",
              j.worker_id AS "workerId", j.estimated_price AS "estimatedPrice", j.priority, j.tracking_token AS "trackingToken",
              j.created_at AS "createdAt", j.updated_at AS "updatedAt",
              w.first_name AS "workerFirstName", w.last_name AS "workerLastName"
         FROM (SELECT id FROM jobs WHERE ${where}
                ORDER BY created_at DESC, id DESC
                LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) AS page
         JOIN jobs j ON j.id = page.id
         JOIN workers w ON w.id = j.worker_id
        ORDER BY j.created_at DESC, j.id DESC`,
      params.values,
    );
    const [jobs, total] = await Promise.all([rows, this.total(businessId, query, where, filterValues)]);
    return new Page(jobs.map(toListedJob), total);
  }

  /** GET /jobs/counts: the jobs matching the filters, in all and per status. */
  async countsByStatus(businessId: string | null, filters: JobFilterQuery): Promise<JobCountsResponse> {
    const byStatus = noJobsByStatus();
    if (!businessId) return { total: 0, byStatus };
    if (countersAnswer(filters)) {
      const counts = await this.counts.forBusiness(businessId);
      if (filters.status) byStatus[filters.status] = counts[filters.status];
      else Object.assign(byStatus, counts);
    } else {
      const params = new SqlParams();
      const rows: { status: JobStatus; count: number }[] = await this.dataSource.query(
        `SELECT status, COUNT(*)::int AS count FROM jobs WHERE ${jobFilterWhere(businessId, filters, params)} GROUP BY status`,
        params.values,
      );
      for (const row of rows) byStatus[row.status] = row.count;
    }
    return { total: totalOf(byStatus), byStatus };
  }

  private async total(businessId: string, filters: JobFilterQuery, where: string, values: unknown[]): Promise<number> {
    if (countersAnswer(filters)) {
      const counts = await this.counts.forBusiness(businessId);
      return filters.status ? counts[filters.status] : totalOf(counts);
    }
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT COUNT(*)::int AS total FROM jobs WHERE ${where}`, values);
    return total;
  }
}

function toListedJob(row: JobRow): JobResponse {
  return toJobResponse({
    ...row,
    estimatedPrice: row.estimatedPrice === null ? null : Number(row.estimatedPrice),
    worker: { firstName: row.workerFirstName, lastName: row.workerLastName },
  });
}
