import { IsIn, IsOptional } from 'class-validator';
import { CLIENT_SORTS, type ClientListQuery, type ClientSort } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { SearchTerm } from '../../../common/search/search-term.decorator';

/** GET /clients: search by name or phone, an order, and the page (limit 1–100, default 50). */
export class ClientListQueryDto extends PageQueryDto implements ClientListQuery {
  /** Any part of the name (accents ignored) or of the phone in any form. */
  @SearchTerm()
  search?: string;

  @IsOptional()
  @IsIn(CLIENT_SORTS)
  sort?: ClientSort;
}
