import { IsBoolean, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import type { ProductListQuery, ProductLookupQuery } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { SearchTerm } from '../../../common/search/search-term.decorator';
import { Labelled } from '../../../common/validation/field-labels';
import { QueryBoolean, Trim } from '../../../common/validation/transforms';

/** GET /products: part of the name or a scanned barcode, what the product is for, only the low ones, and the page. */
export class ProductListQueryDto extends PageQueryDto implements ProductListQuery {
  @SearchTerm()
  search?: string;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  forSale?: boolean;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  forRepairs?: boolean;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  lowStock?: boolean;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  archived?: boolean;
}

/** GET /products/lookup?code=: the code exactly as the scanner typed it. */
export class ProductLookupQueryDto implements ProductLookupQuery {
  @Labelled('Barkodi')
  @Trim()
  @IsString()
  @IsNotEmpty()
  code: string;
}
