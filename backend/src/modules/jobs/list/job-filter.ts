import { parseJobStatusFilter, type JobFilterQuery, type JobStatus } from '@repair-shop/contracts';
import { searchCondition, type SqlParams } from '../../../common/search/search-condition';

/** A ticket code as printed on the label ("4D5E6F", "#4d5e6f"): the job id's last six characters. */
const TICKET_CODE = /^#?([0-9a-f]{6})$/i;

/**
 * The shop's jobs whose client, phone or device match the search, or (typed like a ticket code) whose
 * ticket is it; scoped to the shop by itself (see searchCondition).
 */
function jobSearchCondition(shop: string, term: string, params: SqlParams): string {
  const asText = searchCondition('search_text', term, params, { column: 'business_id', id: shop });
  const ticket = TICKET_CODE.exec(term.trim());
  return ticket
    ? `(${asText} OR (business_id = ${shop} AND right(id::text, 6) = ${params.add(ticket[1].toLowerCase())}))`
    : asText;
}

/** The statuses a filter asks for (validated by the query's DTO); null: every status. */
export function filterStatuses(filters: JobFilterQuery): JobStatus[] | null {
  return filters.status ? parseJobStatusFilter(filters.status) : null;
}

/**
 * SQL that a job's status is one of `statuses`. They are written as literals, not parameters: they are
 * wire values checked against JOB_STATUSES, and only a literal list lets PostgreSQL prove that a prepared
 * statement's every plan stays within a partial index (new, in process and ready: jobs_business_in_shop_idx).
 */
export function statusCondition(statuses: readonly JobStatus[]): string {
  return `status IN (${statuses.map((status) => `'${status}'`).join(', ')})`;
}

/** The WHERE clause of a shop's jobs (`shop`: the placeholder of its id) matching the filters. */
export function jobFilterWhere(shop: string, filters: JobFilterQuery, params: SqlParams): string {
  const conditions = [filters.search ? jobSearchCondition(shop, filters.search, params) : `business_id = ${shop}`];
  if (filters.createdFrom) conditions.push(`created_at >= ${params.add(new Date(filters.createdFrom))}`);
  if (filters.createdTo) conditions.push(`created_at < ${params.add(new Date(filters.createdTo))}`);
  const statuses = filterStatuses(filters);
  if (statuses) conditions.push(statusCondition(statuses));
  return conditions.join(' AND ');
}

/** Filters the shop's kept counters can answer without counting rows. */
export function countersAnswer(filters: JobFilterQuery): boolean {
  return !filters.search && !filters.createdFrom && !filters.createdTo;
}
