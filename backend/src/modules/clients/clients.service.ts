import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ClientResponse, ClientSort } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { pageClause, pageOf } from '../../common/paging/page-query.dto';
import { SqlParams, searchCondition } from '../../common/search/search-condition';
import type { ClientListQueryDto } from './dto/client-list-query.dto';
import { lastVisitSql, visitTime } from './client-rows';

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

/** Each order ends with the latest job, then its id, so that pages never overlap; each has its index. */
const ORDER_BY: Record<ClientSort, string> = {
  recent: 'last_job_at DESC, last_job_id DESC',
  jobs: 'job_count DESC, last_job_at DESC, last_job_id DESC',
  spent: 'total_spent DESC, last_job_at DESC, last_job_id DESC',
};

/**
 * A shop's clients: one per phone number, named as on their latest job (or as imported, without jobs),
 * with what their completed jobs cost.
 */
@Injectable()
export class ClientsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(businessId: string | null, query: ClientListQueryDto): Promise<Page<ClientResponse>> {
    if (!businessId) return new Page([], 0);
    const { limit, offset } = pageOf(query);
    const params = new SqlParams();
    const shop = params.add(businessId);
    const where = query.search ? searchCondition('search_text', query.search, params, { column: 'business_id', id: shop }) : `business_id = ${shop}`;
    const filterValues = [...params.values];
    const order = ORDER_BY[query.sort ?? 'recent'];
    // The page's keys first, from the order's index alone (it carries phone_key), then only their rows.
    const rows: ClientRow[] = await this.dataSource.query(
      `SELECT c.phone_key, c.name, c.phone, c.job_count, c.total_spent, ${lastVisitSql()} AS last_visit_at, k.note
         FROM (SELECT phone_key FROM clients WHERE ${where} ORDER BY ${order} ${pageClause({ limit, offset }, params)}) AS page
         JOIN clients c ON c.business_id = $1 AND c.phone_key = page.phone_key
         LEFT JOIN known_clients k ON k.business_id = $1 AND k.phone_key = page.phone_key
        ORDER BY ${order}`,
      params.values,
    );
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT COUNT(*)::int AS total FROM clients WHERE ${where}`,
      filterValues,
    );
    return new Page(rows.map(toClientResponse), total);
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
