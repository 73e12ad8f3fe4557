import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLIENT_SUGGESTIONS_DEFAULT, type ClientSuggestion, type ClientSuggestionsResponse } from '@repair-shop/contracts';
import { SqlParams, searchCondition } from '../../common/search/search-condition';
import type { JobScope } from '../jobs/job-history';
import type { ClientSuggestionQueryDto } from './dto/client-suggestion-query.dto';
import { knownClientJoin, lastVisitSql, visitTime } from './client-rows';

interface SuggestionRow {
  phone_key: string;
  name: string;
  phone: string;
  job_count: number;
  /** null for a client known without jobs. */
  last_visit_at: Date | null;
}

/**
 * The clients the new job dialog offers as a name or phone is typed: the shop's clients whose kept row
 * matches (clients_search_idx, or clients_recent_idx read until enough match), latest visit first. A
 * technician kept to their own jobs gets only the clients of those jobs, named, counted and dated by them.
 */
@Injectable()
export class ClientSuggestionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async suggest({ businessId, onlyWorkerId }: JobScope, query: ClientSuggestionQueryDto): Promise<ClientSuggestionsResponse> {
    if (!businessId) return { clients: [] };
    const limit = query.limit ?? CLIENT_SUGGESTIONS_DEFAULT;
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`not a number of suggestions: ${limit}`);
    const params = new SqlParams();
    const shop = params.add(businessId);
    const matches = searchCondition('c.search_text', query.search, params, { column: 'c.business_id', id: shop });
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
    return { clients: rows.map(toSuggestion) };
  }
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
