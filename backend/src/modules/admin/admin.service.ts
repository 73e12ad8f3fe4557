import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminUserResponse, LoginResponse, TrialExtensionMonths, UserResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import type { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import {
  AccountsRepository,
  addCalendarMonths,
  PasswordHasher,
  TokenService,
  toUserResponse,
  UsersRepository,
  type ShopAccount,
} from '../auth';
import { AdminUntouchableException, UserNotFoundException, WrongAdminCredentialsException } from './admin.exceptions';
import type { AdminLoginDto } from './dto/admin-login.dto';
import type { AdminUserListQueryDto } from './dto/admin-user-list-query.dto';
import { ShopOwnersRepository } from './shop-owners.repository';
import { SubscriptionPaymentsRepository } from './subscription-payments.repository';

@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly shopOwners: ShopOwnersRepository,
    private readonly subscriptionPayments: SubscriptionPaymentsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async login(dto: AdminLoginDto): Promise<LoginResponse> {
    const admin = await this.users.findAdmin(dto.username);
    const valid = admin ? await this.hasher.verify(admin.passwordHash, dto.password) : false;
    if (!admin || !valid) throw new WrongAdminCredentialsException();
    return this.tokens.loginResponse(admin);
  }

  /**
   * One page of the accounts that registered (the shops' owners and the administrator), newest first:
   * every word searched must be in the name, email, business or city (accents ignored), and `status`
   * keeps only trials, subscribers or expired shops. Each page's figures are computed for its rows only.
   */
  listUsers(query: AdminUserListQueryDto): Promise<Page<AdminUserResponse>> {
    return this.shopOwners.page(query, pageOf(query), this.clock.now());
  }

  /**
   * Adds calendar months to the later of now and the current end, so that no paid time is lost. `paid`:
   * the shop paid for them, recorded with the extension in one transaction; the shop is then a subscriber.
   */
  async extendTrial(userId: string, months: TrialExtensionMonths, paid = false): Promise<UserResponse> {
    const user = await this.findShopOwner(userId);
    const now = this.clock.now();
    const current = user.trialExpiresAt && user.trialExpiresAt > now ? user.trialExpiresAt : now;
    const trialExpiresAt = addCalendarMonths(current, months);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setTrialEnd(manager, user.id, trialExpiresAt);
      if (paid) await this.subscriptionPayments.record(manager, user.id, months, trialExpiresAt, now);
    });
    return toUserResponse({ ...user, trialExpiresAt, subscribed: user.subscribed || paid }, now);
  }

  /** Removes the user and, through the foreign keys, their business, workers, jobs and history. */
  async deleteUser(userId: string): Promise<void> {
    const user = await this.findShopOwner(userId);
    await this.users.delete(user.id);
  }

  async deleteAllShopOwners(): Promise<number> {
    return this.users.deleteAllButAdmins();
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
