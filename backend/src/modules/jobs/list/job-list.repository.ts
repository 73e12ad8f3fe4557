import type { DataSource, EntityManager } from 'typeorm';
import type { JobFilterQuery, JobListQuery, JobStatus } from '@repair-shop/contracts';
import { pageClause, pageOf } from '../../../common/paging/page-query.dto';
import { SqlParams } from '../../../common/search/search-condition';
import { preparedQuery } from '../../../database/prepared-queries';
import { JOB_VIEW_COLUMNS, type JobViewRow } from '../jobs.repository';
import { countersAnswer, filterStatuses, jobFilterWhere, statusCondition } from './job-filter';

/**
 * The jobs list's SQL: a page of a shop's jobs (newest first) with how many match, and the matches per
 * status when the kept counters cannot answer. `onlyWorkerId`: a technician kept to their own jobs.
 */

type JobRow = JobViewRow & { total: number };

/** The one row of an empty page: the total, and null for every column of a job. */
interface EmptyPageRow {
  id: null;
  total: number;
}

/** The page of the shop's jobs the query asks for, newest first, and how many match its filters. */
export async function jobListPage(
  db: DataSource | EntityManager,
  businessId: string,
  onlyWorkerId: string | null,
  query: JobListQuery,
): Promise<{ rows: JobViewRow[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const params = new SqlParams();
  const shop = params.add(businessId);
  const where = scopedWhere(jobFilterWhere(shop, query, params), onlyWorkerId, params);
  const page = (ids: string) => `
      SELECT ${JOB_VIEW_COLUMNS}
        FROM (SELECT id FROM ${ids} ORDER BY created_at DESC, id DESC ${pageClause({ limit, offset }, params)}) AS page
        JOIN jobs j ON j.id = page.id
        JOIN workers w ON w.id = j.worker_id`;
  // One round trip: the total joined to the page; an empty page still answers one row, with the total
  // and no job. Without a search or dates, the total is the shop's counters and the page's ids come
  // from the index alone (an index-only scan, however deep the offset): a prepared statement, planned
  // once. A search or a date range is matched once, counted and paged from that match, and planned for
  // its own values (a generic plan would walk the whole shop instead of the trigram index).
  const rows =
    countersAnswer(query) && !onlyWorkerId
      ? await preparedQuery<JobRow | EmptyPageRow>(
          db,
          `SELECT total.total, listed.*
             FROM (${countersTotal(shop, query)}) AS total
             LEFT JOIN LATERAL (${page(`jobs WHERE ${where}`)}) AS listed ON true
            ORDER BY listed."createdAt" DESC, listed.id DESC`,
          params.values,
        )
      : await db.query<(JobRow | EmptyPageRow)[]>(
          `WITH matches AS MATERIALIZED (SELECT id, created_at FROM jobs WHERE ${where})
           SELECT total.total, listed.*
             FROM (SELECT COUNT(*)::int AS total FROM matches) AS total
             LEFT JOIN LATERAL (${page('matches')}) AS listed ON true
            ORDER BY listed."createdAt" DESC, listed.id DESC`,
          params.values,
        );
  return {
    rows: rows.filter((row): row is JobRow => row.id !== null),
    total: rows[0]?.total ?? 0,
  };
}

/** The shop's jobs matching the filters, counted per status (the statuses without any left out). */
export async function jobCountsPerStatus(
  db: DataSource | EntityManager,
  businessId: string,
  onlyWorkerId: string | null,
  filters: JobFilterQuery,
): Promise<{ status: JobStatus; count: number }[]> {
  const params = new SqlParams();
  const where = scopedWhere(jobFilterWhere(params.add(businessId), filters, params), onlyWorkerId, params);
  return db.query(`SELECT status, COUNT(*)::int AS count FROM jobs WHERE ${where} GROUP BY status`, params.values);
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
