import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AdminUserResponse, Country, LoginResponse, TrialExtensionMonths, UserResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { escapeLike } from '../../common/search/search-condition';
import { UserEntity } from '../auth/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher';
import { ownerAccount, type ShopAccount } from '../auth/authenticated-user';
import { SessionLookup } from '../auth/sessions/session-lookup';
import { TokenService } from '../auth/token.service';
import { addCalendarMonths } from '../auth/trial';
import { toUserResponse } from '../auth/user.mapper';
import { AdminUntouchableException, UserNotFoundException, WrongAdminCredentialsException } from './admin.exceptions';
import type { AdminLoginDto } from './dto/admin-login.dto';
import type { AdminUserListQueryDto } from './dto/admin-user-list-query.dto';

interface AdminListRow {
  business_id: string | null;
  business_name: string | null;
  country: Country | null;
  city: string | null;
  subscribed: boolean;
  staff_count: number;
  job_count: number;
  last_activity_at: Date | string | null;
}

@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly accounts: SessionLookup,
    private readonly clock: Clock,
  ) {}

  async login(dto: AdminLoginDto): Promise<LoginResponse> {
    const admin = await this.users.findOneBy({ username: dto.username, isAdmin: true });
    const valid = admin ? await this.hasher.verify(admin.passwordHash, dto.password) : false;
    if (!admin || !valid) throw new WrongAdminCredentialsException();
    return this.tokens.loginResponse(admin);
  }

  /**
   * The shops' owners (and the administrator) with what the provider follows of each shop; staff
   * accounts belong to their shop, not to this list. Each figure is an index lookup in the shop's rows.
   */
  /**
   * One page of the accounts that registered (the shops' owners and the administrator), newest first:
   * every word searched must be in the name, email, business or city (accents ignored), and `status`
   * keeps only trials, subscribers or expired shops. Each page's figures are computed for its rows only.
   */
  async listUsers(query: AdminUserListQueryDto): Promise<Page<AdminUserResponse>> {
    const now = this.clock.now();
    const listed = this.users
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
      const subscribed = 'EXISTS (SELECT 1 FROM subscription_payments p WHERE p.owner_id = user.id)';
      const running = 'user.trialExpiresAt > :now';
      const condition = { expired: 'user.trialExpiresAt <= :now', active: `${running} AND ${subscribed}`, trial: `${running} AND NOT ${subscribed}` }[query.status];
      listed.andWhere(condition, { now });
    }
    const { limit, offset } = pageOf(query);
    const total = await listed.getCount();
    const { entities, raw } = await listed
      .addSelect('business.id', 'business_id')
      .addSelect('business.name', 'business_name')
      .addSelect('business.country', 'country')
      .addSelect('business.city', 'city')
      .addSelect('EXISTS (SELECT 1 FROM subscription_payments p WHERE p.owner_id = user.id)', 'subscribed')
      .addSelect('(SELECT COUNT(*)::int FROM staff_members m WHERE m.business_id = business.id)', 'staff_count')
      .addSelect(`(SELECT COALESCE(SUM(c.count), 0)::int FROM job_counts c WHERE c.business_id = business.id AND c.status <> 'cancelled')`, 'job_count')
      .addSelect(
        `GREATEST(
           (SELECT MAX(s.created_at) FROM user_sessions s
             WHERE s.user_id = user.id OR s.user_id IN (SELECT m.user_id FROM staff_members m WHERE m.business_id = business.id)),
           (SELECT j.created_at FROM jobs j WHERE j.business_id = business.id ORDER BY j.created_at DESC, j.id DESC LIMIT 1))`,
        'last_activity_at',
      )
      .orderBy('user.created_at', 'DESC')
      .addOrderBy('user.id', 'DESC')
      .limit(limit)
      .offset(offset)
      .getRawAndEntities<AdminListRow>();
    const users = entities.map((user, index) => {
      const row = raw[index];
      const account = ownerAccount(user, { businessId: row?.business_id ?? null, businessName: row?.business_name ?? null, subscribed: row?.subscribed === true });
      return {
        ...toUserResponse(account, now),
        country: row?.country ?? null,
        city: row?.city ?? null,
        staffCount: row?.staff_count ?? 0,
        jobCount: row?.job_count ?? 0,
        lastActivityAt: row?.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
      };
    });
    return new Page(users, total);
  }

  /**
   * Adds calendar months to the later of now and the current end, so that no paid time is lost. `paid`:
   * the shop paid for them, recorded with the extension in one transaction; the shop is then a subscriber.
   */
  async extendTrial(userId: string, months: TrialExtensionMonths, paid = false): Promise<UserResponse> {
    const user = await this.findShopOwner(userId);
    const now = this.clock.now();
    const current = user.trialExpiresAt && user.trialExpiresAt > now ? user.trialExpiresAt : now;
    user.trialExpiresAt = addCalendarMonths(current, months);
    await this.users.manager.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { trialExpiresAt: user.trialExpiresAt });
      if (paid) {
        await manager.query(`INSERT INTO subscription_payments (owner_id, months, paid_until, recorded_at) VALUES ($1, $2, $3, $4)`, [
          user.id,
          months,
          user.trialExpiresAt,
          now,
        ]);
      }
    });
    return toUserResponse({ ...user, subscribed: user.subscribed || paid }, now);
  }

  /** Removes the user and, through the foreign keys, their business, workers, jobs and history. */
  async deleteUser(userId: string): Promise<void> {
    const user = await this.findShopOwner(userId);
    await this.users.delete({ id: user.id });
  }

  async deleteAllShopOwners(): Promise<number> {
    const result = await this.users.delete({ isAdmin: false });
    return result.affected ?? 0;
  }

  private async findShopOwner(userId: string): Promise<ShopAccount> {
    const user = await this.accounts.account(userId);
    if (!user) throw new UserNotFoundException();
    if (user.isAdmin) throw new AdminUntouchableException();
    // A staff account is not a shop of its own: its owner's shop is extended or deleted.
    if (user.role !== 'owner') throw new UserNotFoundException();
    return user;
  }
}
