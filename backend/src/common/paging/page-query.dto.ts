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

/** The page a query asks for, with the defaults filled in. */
export function pageOf(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.limit ?? PAGE_SIZE_DEFAULT, offset: query.offset ?? 0 };
}
