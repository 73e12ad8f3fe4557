import { Injectable } from '@nestjs/common';
import type { LoginResponse, UserResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { EmailTakenException, WrongLoginException } from './auth.exceptions';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { UserSessionsRepository } from './sessions/user-sessions.repository';
import { UsersRepository } from './users.repository';
import { ownerAccount, type AuthenticatedUser, type ShopAccount } from './authenticated-user';
import { trialEndForNewUser } from './trial';
import { toUserResponse } from './user.mapper';
import { isUniqueViolation } from '../../database/unique-violation';

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so that both failures take the same time. */
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: UserSessionsRepository,
    private readonly clock: Clock,
  ) {}

  async register(dto: RegisterDto): Promise<UserResponse> {
    if (await this.users.emailTaken(dto.email)) throw new EmailTakenException();
    const now = this.clock.now();
    const user = await this.users
      .insert({
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
      })
      .catch((error: unknown) => {
        // Two registrations of one email at the same moment: the unique index decides.
        throw isUniqueViolation(error) ? new EmailTakenException() : error;
      });
    return toUserResponse(ownerAccount(user, { businessId: null, businessName: null, subscribed: false }), now);
  }

  async login(dto: LoginDto): Promise<LoginResponse> {
    const user = await this.users.findByEmail(dto.email);
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
    else await this.users.endVersionedSessions(user.id);
  }

  profile(user: ShopAccount): UserResponse {
    return toUserResponse(user, this.clock.now());
  }

  async markWelcomeSeen(user: ShopAccount): Promise<UserResponse> {
    await this.users.markWelcomeSeen(user.id);
    return toUserResponse({ ...user, hasSeenWelcome: true }, this.clock.now());
  }
}
