import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LoginResponse, UserResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { UserEntity } from './entities/user.entity';
import { EmailTakenException, WrongLoginException } from './auth.exceptions';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { UserSessions } from './sessions/user-sessions';
import { ownerAccount, type AuthenticatedUser, type ShopAccount } from './authenticated-user';
import { trialEndForNewUser } from './trial';
import { toUserResponse } from './user.mapper';
import { isUniqueViolation } from '../../database/unique-violation';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so that both failures take the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: UserSessions,
    private readonly clock: Clock,
  ) {}

  async register(dto: RegisterDto): Promise<UserResponse> {
    if (await this.users.existsBy({ email: dto.email })) throw new EmailTakenException();
    const now = this.clock.now();
    const user = this.users.create({
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      username: null,
      passwordHash: await this.hasher.hash(dto.password),
      isAdmin: false,
      hasSeenWelcome: false,
      trialExpiresAt: trialEndForNewUser(now),
      sessionVersion: 0,
      createdAt: now,
    });
    try {
      await this.users.insert(user);
    } catch (error) {
      // Two registrations of one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) {
        throw new EmailTakenException();
      }
      throw error;
    }
    return toUserResponse(ownerAccount(user, { businessId: null, businessName: null, subscribed: false }), now);
  }

  async login(dto: LoginDto): Promise<LoginResponse> {
    const user = await this.users.findOneBy({ email: dto.email });
    // An unknown email, or a staff account whose invitation is not accepted yet (no password): the
    // same refusal after the same work, so that the answer does not tell which accounts exist.
    if (!user || user.passwordHash === '') {
      this.dummyHash ??= this.hasher.hash('not-a-real-password');
      await this.hasher.verify(await this.dummyHash, dto.password);
      throw new WrongLoginException();
    }
    if (!(await this.hasher.verify(user.passwordHash, dto.password))) throw new WrongLoginException();
    return this.tokens.loginResponse(user);
  }

  /**
   * Ends the caller's session. A token from before sessions were kept names none: its user's session
   * version moves on, which ends every such token of theirs.
   */
  async logout(user: AuthenticatedUser): Promise<void> {
    if (user.sessionId) await this.sessions.end(user.sessionId, new Date());
    else await this.users.increment({ id: user.id }, 'sessionVersion', 1);
  }

  profile(user: ShopAccount): UserResponse {
    return toUserResponse(user, this.clock.now());
  }

  async markWelcomeSeen(user: ShopAccount): Promise<UserResponse> {
    await this.users.update({ id: user.id }, { hasSeenWelcome: true });
    return toUserResponse({ ...user, hasSeenWelcome: true }, this.clock.now());
  }
}
