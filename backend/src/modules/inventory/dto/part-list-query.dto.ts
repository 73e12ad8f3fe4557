import { IsBoolean, IsOptional } from 'class-validator';
import type { PartListQuery } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { SearchTerm } from '../../../common/search/search-term.decorator';
import { QueryBoolean } from '../../../common/validation/transforms';

/** GET /parts: part of the name or the scanned code, only the low-stock ones, only the repairs' ones, and the page. */
export class PartListQueryDto extends PageQueryDto implements PartListQuery {
  @SearchTerm()
  search?: string;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  lowStock?: boolean;

  /** Only what repairs use (the part picker of a job), or only what they do not. */
  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  forRepairs?: boolean;
}
