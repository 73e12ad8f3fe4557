import { IsIn, IsOptional } from 'class-validator';
import { SUBSCRIPTION_STATUSES, type AdminUserListQuery, type SubscriptionStatus } from '@repair-shop/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { SearchTerm } from '../../../common/search/search-term.decorator';
import { Labelled } from '../../../common/validation/field-labels';

/** GET /admin/users: the shops' owners, newest first, searched and filtered on the server. */
export class AdminUserListQueryDto extends PageQueryDto implements AdminUserListQuery {
  @SearchTerm()
  search?: string;

  @Labelled('Gjendja')
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES)
  status?: SubscriptionStatus;
}
