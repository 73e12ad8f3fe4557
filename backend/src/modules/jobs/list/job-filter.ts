import type { JobFilterQuery } from '@repair-shop/contracts';
import { searchCondition, type SqlParams } from '../../../common/search/search-condition';

/** The WHERE clause of a shop's jobs (`shop`: the placeholder of its id) matching the filters. */
export function jobFilterWhere(shop: string, filters: JobFilterQuery, params: SqlParams): string {
  const conditions = [`business_id = ${shop}`];
  if (filters.search) conditions.push(searchCondition('search_text', filters.search, params));
  if (filters.createdFrom) conditions.push(`created_at >= ${params.add(new Date(filters.createdFrom))}`);
  if (filters.createdTo) conditions.push(`created_at < ${params.add(new Date(filters.createdTo))}`);
  if (filters.status) conditions.push(`status = ${params.add(filters.status)}`);
  return conditions.join(' AND ');
}

/** Filters the shop's kept counters can answer without counting rows. */
export function countersAnswer(filters: JobFilterQuery): boolean {
  return !filters.search && !filters.createdFrom && !filters.createdTo;
}
