import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLIENT_SORTS, type ClientListQuery, type ClientSort } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { Trim } from '../../../common/validation/transforms';

/** GET /clients: search by name or phone, an order, and the page (limit 1–100, default 50). */
export class ClientListQueryDto extends PageQueryDto implements ClientListQuery {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(CLIENT_SORTS)
  sort?: ClientSort;
}
