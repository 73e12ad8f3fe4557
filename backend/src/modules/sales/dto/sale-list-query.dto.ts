import { IsIn, IsOptional } from 'class-validator';
import { SALE_KINDS, type SaleKind, type SaleListQuery } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { Labelled } from '../../../common/validation/field-labels';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date';

/** GET /sales: the shop's calendar days from and to, both included, newest first, paged. */
export class SaleListQueryDto extends PageQueryDto implements SaleListQuery {
  @Labelled('Nga data')
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @Labelled('Deri më')
  @IsOptional()
  @IsCalendarDate()
  to?: string;

  @IsOptional()
  @IsIn(SALE_KINDS)
  kind?: SaleKind;
}
