import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LoginResponse, TrialExtensionMonths, UserResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { UserEntity } from '../auth/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher';
import type { ShopAccount } from '../auth/authenticated-user';
import { SessionLookup } from '../auth/sessions/session-lookup';
import { TokenService } from '../auth/token.service';
import { addCalendarMonths } from '../auth/trial';
import { toUserResponse } from '../auth/user.mapper';
import { AdminUntouchableException, UserNotFoundException, WrongAdminCredentialsException } from './admin.exceptions';
import type { AdminLoginDto } from './dto/admin-login.dto';

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

  /** The shops' owners (and the administrator); staff accounts belong to their shop, not to this list. */
  async listUsers(): Promise<UserResponse[]> {
    const now = this.clock.now();
    const { entities, raw } = await this.users
      .createQueryBuilder('user')
      .leftJoin('businesses', 'business', 'business.owner_id = user.id')
      .addSelect('business.id', 'business_id')
      .addSelect('business.name', 'business_name')
      .where('NOT EXISTS (SELECT 1 FROM staff_members m WHERE m.user_id = user.id)')
      .orderBy('user.created_at', 'DESC')
      .getRawAndEntities<{ business_id: string | null; business_name: string | null }>();
    return entities.map((user, index) =>
      toUserResponse({ ...user, businessId: raw[index]?.business_id ?? null, businessName: raw[index]?.business_name ?? null, role: 'owner', workerId: null }, now),
    );
  }

  /** Adds calendar months to the later of now and the current end, so that no paid time is lost. */
  async extendTrial(userId: string, months: TrialExtensionMonths): Promise<UserResponse> {
    const user = await this.findShopOwner(userId);
    const now = this.clock.now();
    const current = user.trialExpiresAt && user.trialExpiresAt > now ? user.trialExpiresAt : now;
    user.trialExpiresAt = addCalendarMonths(current, months);
    await this.users.update({ id: user.id }, { trialExpiresAt: user.trialExpiresAt });
    return toUserResponse(user, now);
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
