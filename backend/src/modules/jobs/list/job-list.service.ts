import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JOB_STATUSES, type DeviceIdKind, type JobCountsResponse, type JobFilterQuery, type JobListQuery, type JobPriority, type JobResponse, type JobStatus } from '@repair-shop/contracts';
import { Page } from '../../../common/paging/page';
import { preparedQuery } from '../../../database/prepared-queries';
import { pageClause, pageOf } from '../../../common/paging/page-query.dto';
import { SqlParams } from '../../../common/search/search-condition';
import { JobCounts, noJobsByStatus, totalOf } from '../counts/job-counts';
import { priceFromColumn, toJobResponse } from '../job.mapper';
import type { JobScope } from '../job-history';
import { countersAnswer, filterStatuses, jobFilterWhere, statusCondition } from './job-filter';

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
  deviceIdKind: DeviceIdKind;
  lastCompletedAt: Date | null;
  warrantyDays: number;
  warrantyOfJobId: string | null;
  cancelReason: string | null;
  workerFirstName: string;
  workerLastName: string;
  total: number;
}

/** The one row of an empty page: the total, and null for every column of a job. */
interface EmptyPageRow {
  id: null;
  total: number;
}

/** A shop's jobs as lists: pages newest first, and how many match. */
@Injectable()
export class JobListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counts: JobCounts,
  ) {}

  async page({ businessId, onlyWorkerId }: JobScope, query: JobListQuery): Promise<Page<JobResponse>> {
    if (!businessId) return new Page([], 0);
    const { limit, offset } = pageOf(query);
    const params = new SqlParams();
    const shop = params.add(businessId);
    const where = scopedWhere(jobFilterWhere(shop, query, params), onlyWorkerId, params);
    const page = (ids: string) => `
      SELECT j.id, j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone", j.device_model AS "deviceModel",
             j.device_imei AS "deviceImei", j.device_code AS "deviceCode", j.work_description AS "workDescription",
             j.worker_id AS "workerId", j.estimated_price AS "estimatedPrice", j.priority, j.tracking_token AS "trackingToken",
             j.created_at AS "createdAt", j.updated_at AS "updatedAt", j.device_id_kind AS "deviceIdKind",
             j.last_completed_at AS "lastCompletedAt", j.warranty_days AS "warrantyDays", j.warranty_of_job_id AS "warrantyOfJobId",
             j.cancel_reason AS "cancelReason", w.first_name AS "workerFirstName", w.last_name AS "workerLastName"
        FROM (SELECT id FROM ${ids} ORDER BY created_at DESC, id DESC ${pageClause({ limit, offset }, params)}) AS page
        JOIN jobs j ON j.id = page.id
        JOIN workers w ON w.id = j.worker_id`;
    // One round trip: the total joined to the page; an empty page still answers one row, with the total
    // and no job. Without a search or dates, the total is the shop's counters and the page's ids come
    // from the index alone (an index-only scan, however deep the offset): a prepared statement, planned
    // once. A search or a date range is matched once, counted and paged from that match, and planned for
    // its own values (a generic plan would walk the whole shop instead of the trigram index).
    const rows = countersAnswer(query) && !onlyWorkerId
      ? await preparedQuery<JobRow | EmptyPageRow>(
          this.dataSource,
          `SELECT total.total, listed.*
             FROM (${countersTotal(shop, query)}) AS total
             LEFT JOIN LATERAL (${page(`jobs WHERE ${where}`)}) AS listed ON true
            ORDER BY listed."createdAt" DESC, listed.id DESC`,
          params.values,
        )
      : await this.dataSource.query<(JobRow | EmptyPageRow)[]>(
          `WITH matches AS MATERIALIZED (SELECT id, created_at FROM jobs WHERE ${where})
           SELECT total.total, listed.*
             FROM (SELECT COUNT(*)::int AS total FROM matches) AS total
             LEFT JOIN LATERAL (${page('matches')}) AS listed ON true
            ORDER BY listed."createdAt" DESC, listed.id DESC`,
          params.values,
        );
    const jobs = rows.filter((row): row is JobRow => row.id !== null).map(toListedJob);
    return new Page(jobs, rows[0]?.total ?? 0);
  }

  /** GET /jobs/counts: the jobs matching the filters per status, and in all but the cancelled ones. */
  async countsByStatus({ businessId, onlyWorkerId }: JobScope, filters: JobFilterQuery): Promise<JobCountsResponse> {
    const byStatus = noJobsByStatus();
    if (!businessId) return { total: 0, byStatus };
    if (countersAnswer(filters) && !onlyWorkerId) {
      const counts = await this.counts.forBusiness(businessId);
      for (const status of filterStatuses(filters) ?? JOB_STATUSES) byStatus[status] = counts[status];
    } else {
      const params = new SqlParams();
      const where = scopedWhere(jobFilterWhere(params.add(businessId), filters, params), onlyWorkerId, params);
      const rows: { status: JobStatus; count: number }[] = await this.dataSource.query(
        `SELECT status, COUNT(*)::int AS count FROM jobs WHERE ${where} GROUP BY status`,
        params.values,
      );
      for (const row of rows) byStatus[row.status] = row.count;
    }
    return { total: totalOf(byStatus), byStatus };
  }

}

/** A technician kept to their own jobs counts and lists only their worker's (jobs_business_worker_created_idx). */
function scopedWhere(where: string, onlyWorkerId: string | null, params: SqlParams): string {
  return onlyWorkerId ? `${where} AND worker_id = ${params.add(onlyWorkerId)}` : where;
}

/** SQL for the number of a shop's jobs from its counters (filters the counters can answer only). */
function countersTotal(shop: string, filters: JobFilterQuery): string {
  const statuses = filterStatuses(filters);
  const status = statuses ? ` AND ${statusCondition(statuses)}` : '';
  return `SELECT COALESCE(SUM(count), 0)::int AS total FROM job_counts WHERE business_id = ${shop}${status}`;
}

function toListedJob(row: JobRow): JobResponse {
  return toJobResponse({
    ...row,
    estimatedPrice: priceFromColumn(row.estimatedPrice),
    worker: { firstName: row.workerFirstName, lastName: row.workerLastName },
  });
}
