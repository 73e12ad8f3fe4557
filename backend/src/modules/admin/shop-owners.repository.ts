import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminUserResponse, Country } from '@repair-shop/contracts';
import { Page } from '../../common/paging/page';
import { escapeLike } from '../../common/search/search-condition';
import { ownerAccount, toUserResponse, UserEntity } from '../auth';
import type { AdminUserListQueryDto } from './dto/admin-user-list-query.dto';

/** What the list adds to each account: its shop and the figures the provider follows. */
interface ShopOwnerRow {
  business_id: string | null;
  business_name: string | null;
  country: Country | null;
  city: string | null;
  subscribed: boolean;
  staff_count: number;
  job_count: number;
  last_activity_at: Date | string | null;
}

const SUBSCRIBED = 'EXISTS (SELECT 1 FROM subscription_payments p WHERE p.owner_id = user.id)';

/**
 * The administrator's list of the accounts that registered (the shops' owners and the administrator):
 * users with their business and, for the page's rows only, each shop's figures (index lookups).
 */
@Injectable()
export class ShopOwnersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Newest first: every word searched must be in the name, email, business or city (accents ignored),
   * and `status` keeps only trials, subscribers or expired shops, as of `now`.
   */
  async page(
    query: Pick<AdminUserListQueryDto, 'search' | 'status'>,
    page: { limit: number; offset: number },
    now: Date,
  ): Promise<Page<AdminUserResponse>> {
    const listed = this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .leftJoin('businesses', 'business', 'business.owner_id = user.id')
      .where('NOT EXISTS (SELECT 1 FROM staff_members m WHERE m.user_id = user.id)');
    const words = (query.search ?? '').split(/\s+/).filter(Boolean);
    words.forEach((word, index) => {
      listed.andWhere(
        `concat_ws(' ', "user".search_text, business.search_text) LIKE '%' || servisi_fold(:word${index}) || '%'`,
        { [`word${index}`]: escapeLike(word) },
      );
    });
    if (query.status) {
      const running = 'user.trialExpiresAt > :now';
      const condition = {
        expired: 'user.trialExpiresAt <= :now',
        active: `${running} AND ${SUBSCRIBED}`,
        trial: `${running} AND NOT ${SUBSCRIBED}`,
      }[query.status];
      listed.andWhere(condition, { now });
    }
    const total = await listed.getCount();
    const { entities, raw } = await listed
      .addSelect('business.id', 'business_id')
      .addSelect('business.name', 'business_name')
      .addSelect('business.country', 'country')
      .addSelect('business.city', 'city')
      .addSelect(SUBSCRIBED, 'subscribed')
      .addSelect('(SELECT COUNT(*)::int FROM staff_members m WHERE m.business_id = business.id)', 'staff_count')
      .addSelect(
        `(SELECT COALESCE(SUM(c.count), 0)::int FROM job_counts c WHERE c.business_id = business.id AND c.status <> 'cancelled')`,
        'job_count',
      )
      .addSelect(
        `GREATEST(
           (SELECT MAX(s.created_at) FROM user_sessions s
             WHERE s.user_id = user.id OR s.user_id IN (SELECT m.user_id FROM staff_members m WHERE m.business_id = business.id)),
           (SELECT j.created_at FROM jobs j WHERE j.business_id = business.id ORDER BY j.created_at DESC, j.id DESC LIMIT 1))`,
        'last_activity_at',
      )
      .orderBy('user.created_at', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .limit(page.limit)
      .offset(page.offset)
      .getRawAndEntities<ShopOwnerRow>();
    return new Page(
      entities.map((user, index) => toAdminUserResponse(user, raw[index], now)),
      total,
    );
  }
}

function toAdminUserResponse(user: UserEntity, row: ShopOwnerRow | undefined, now: Date): AdminUserResponse {
  const account = ownerAccount(user, {
    businessId: row?.business_id ?? null,
    businessName: row?.business_name ?? null,
    subscribed: row?.subscribed === true,
  });
  return {
    ...toUserResponse(account, now),
    country: row?.country ?? null,
    city: row?.city ?? null,
    hasPaid: account.subscribed,
    staffCount: row?.staff_count ?? 0,
    jobCount: row?.job_count ?? 0,
    lastActivityAt: row?.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
  };
}
