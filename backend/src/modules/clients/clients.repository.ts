import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ClientResponse, ClientSort, ClientSuggestion } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams, searchCondition } from '../../common/search/search-condition';
import { knownClientJoin, lastVisitSql, visitTime } from './client-rows';

interface ClientRow {
  phone_key: string;
  name: string;
  phone: string;
  job_count: number;
  total_spent: string;
  /** null for a client known without jobs. */
  last_visit_at: Date | null;
  note: string | null;
}

interface SuggestionRow {
  phone_key: string;
  name: string;
  phone: string;
  job_count: number;
  /** null for a client known without jobs. */
  last_visit_at: Date | null;
}

/** Each order ends with the latest job, then its id, so that pages never overlap; each has its index. */
const ORDER_BY: Record<ClientSort, string> = {
  recent: 'last_job_at DESC, last_job_id DESC',
  jobs: 'job_count DESC, last_job_at DESC, last_job_id DESC',
  spent: 'total_spent DESC, last_job_at DESC, last_job_id DESC',
};

/**
 * The clients table as lists read it: one row per phone number of a shop, named as on their latest job
 * (or as imported, without jobs), with what their completed jobs cost.
 */
@Injectable()
export class ClientsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of the shop's clients whose name or phone holds `search` (all without it), and how many match. */
  async page(
    businessId: string,
    { search, sort }: { search?: string; sort: ClientSort },
    page: { limit: number; offset: number },
  ): Promise<{ items: ClientResponse[]; total: number }> {
    const params = new SqlParams();
    const shop = params.add(businessId);
    const where = search
      ? searchCondition('search_text', search, params, { column: 'business_id', id: shop })
      : `business_id = ${shop}`;
    const filterValues = [...params.values];
    const order = ORDER_BY[sort];
    // The page's keys first, from the order's index alone (it carries phone_key), then only their rows.
    const rows: ClientRow[] = await this.dataSource.query(
      `SELECT c.phone_key, c.name, c.phone, c.job_count, c.total_spent, ${lastVisitSql()} AS last_visit_at, k.note
         FROM (SELECT phone_key FROM clients WHERE ${where} ORDER BY ${order} ${pageClause(page, params)}) AS page
         JOIN clients c ON c.business_id = $1 AND c.phone_key = page.phone_key
         LEFT JOIN known_clients k ON k.business_id = $1 AND k.phone_key = page.phone_key
        ORDER BY ${order}`,
      params.values,
    );
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT COUNT(*)::int AS total FROM clients WHERE ${where}`,
      filterValues,
    );
    return { items: rows.map(toClientResponse), total };
  }

  /**
   * The shop's clients whose kept row matches what was typed (clients_search_idx, or clients_recent_idx
   * read until enough match), latest visit first. For a worker kept to their own jobs (`onlyWorkerId`),
   * only the clients of those jobs, named, counted and dated by them. `limit` is a validated integer.
   */
  async suggestions(
    { businessId, onlyWorkerId }: { businessId: string; onlyWorkerId: string | null },
    search: string,
    limit: number,
  ): Promise<ClientSuggestion[]> {
    const params = new SqlParams();
    const shop = params.add(businessId);
    const matches = searchCondition('c.search_text', search, params, { column: 'c.business_id', id: shop });
    // Not a prepared statement: the term's own plan (a rare name by its search keys, a common one along
    // the latest visits) beats one generic plan for every term, and the keys are computed when it is
    // planned (searchCondition). The limit is a validated integer.
    const rows: SuggestionRow[] = await this.dataSource.query(
      onlyWorkerId === null
        ? `SELECT c.phone_key, c.name, c.phone, c.job_count, ${lastVisitSql()} AS last_visit_at
             FROM clients c
             ${knownClientJoin()}
            WHERE ${matches}
            ORDER BY c.last_job_at DESC, c.last_job_id DESC
            LIMIT ${limit}`
        : // Counted like the clients' rows (a cancelled job is no visit to count); the last visit may be one.
          `SELECT c.phone_key, own.client_name AS name, own.client_phone AS phone, own.job_count, own.created_at AS last_visit_at
             FROM clients c
            CROSS JOIN LATERAL (
                  SELECT j.client_name, j.client_phone, j.created_at, COUNT(*) FILTER (WHERE j.status <> 'cancelled') OVER ()::int AS job_count
                    FROM jobs j
                   WHERE j.business_id = ${shop} AND j.client_phone_key = c.phone_key AND j.worker_id = ${params.add(onlyWorkerId)}
                   ORDER BY j.created_at DESC, j.id DESC
                   LIMIT 1) AS own
            WHERE ${matches}
            ORDER BY c.last_job_at DESC, c.last_job_id DESC
            LIMIT ${limit}`,
      params.values,
    );
    return rows.map(toSuggestion);
  }
}

function toClientResponse(row: ClientRow): ClientResponse {
  return {
    phoneKey: row.phone_key,
    name: row.name,
    phone: row.phone,
    jobCount: row.job_count,
    totalSpent: Number(row.total_spent),
    lastJobAt: visitTime(row.last_visit_at),
    note: row.note,
  };
}

function toSuggestion(row: SuggestionRow): ClientSuggestion {
  return {
    phoneKey: row.phone_key,
    name: row.name,
    phone: row.phone,
    jobCount: row.job_count,
    lastJobAt: visitTime(row.last_visit_at),
  };
}
