import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PageQuery } from '@repair-shop/contracts';
import { QueryNumber } from '../validation/transforms';

/** Far beyond any shop's row count, and within what PostgreSQL's OFFSET accepts. */
export const MAX_OFFSET = 1_000_000;

/** `limit` and `offset` of every list; a list is never answered whole. */
export class PageQueryDto implements PageQuery {
  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(1)
  @Max(PAGE_SIZE_MAX)
  limit?: number;

  @IsOptional()
  @QueryNumber()
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;
}

/**
 * `LIMIT n OFFSET m` of a page. The page size is written into the statement (a validated integer, one
 * of a few values): a LIMIT given as a parameter makes PostgreSQL assume a tenth of the rows are
 * wanted, so it never settles on one plan for a prepared statement and plans it again on every call.
 * The first page, the one asked for most, is then planned once per connection; a deeper offset stays a
 * parameter, so that offsets do not each make a statement of their own.
 */
export function pageClause(
  { limit, offset }: { limit: number; offset: number },
  params: { add(value: unknown): string },
): string {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`not a page size: ${limit}`);
  return offset > 0 ? `LIMIT ${limit} OFFSET ${params.add(offset)}` : `LIMIT ${limit}`;
}

/** The page a query asks for, with the defaults filled in. */
export function pageOf(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.limit ?? PAGE_SIZE_DEFAULT, offset: query.offset ?? 0 };
}
