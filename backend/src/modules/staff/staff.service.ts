import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  INVITATION_LIFETIME_HOURS,
  PASSWORD_RESET_LINK_HOURS,
  fullName,
  STAFF_ROLE_LABELS,
  type EmailDelivery,
  type InvitableRole,
  type InvitationResponse,
  type LoginResponse,
  type StaffInvitationResponse,
  type WorkerLoginLinkResponse,
  type WorkerResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Mailer } from '../../common/mail/mailer';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import {
  PasswordHasher,
  PasswordResetService,
  TokenService,
  UsersRepository,
  type AuthenticatedUser,
  type NewUser,
  type UserEntity,
} from '../auth';
import { requireBusinessId } from '../business';
import { WorkersService } from '../workers';
import type { StaffLoginDto } from './dto/staff-login.dto';
import type { StaffMemberEntity } from './entities/staff-member.entity';
import {
  InvalidInvitationException,
  OperatorCodeTakenException,
  OwnLoginException,
  StaffEmailTakenException,
  WorkerHasLoginException,
  WorkerLoginNotFoundException,
} from './staff.exceptions';
import { isUniqueViolation } from '../../database/unique-violation';
import { StaffInvitationsRepository } from './staff-invitations.repository';
import { StaffMembersRepository } from './staff-members.repository';

const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_HOURS * 60 * 60 * 1000;

/**
 * Logins for a shop's workers: the owner (or a manager) gives a worker an account with a role, the
 * worker chooses a password through a single-use invitation, and the login can be taken away again.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly workers: WorkersService,
    private readonly users: UsersRepository,
    private readonly members: StaffMembersRepository,
    private readonly invitations: StaffInvitationsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly passwordReset: PasswordResetService,
    private readonly clock: Clock,
  ) {}

  /** Creates the worker's account (no password yet) and its invitation, in one transaction. */
  async invite(inviter: AuthenticatedUser, workerId: string, dto: StaffLoginDto): Promise<StaffInvitationResponse> {
    const businessId = requireBusinessId(inviter.businessId);
    const now = this.clock.now();
    const { worker, token } = await this.dataSource.transaction(async (manager) => {
      const found = await this.workers.findAssignable(businessId, workerId, manager);
      const user = await this.insertAccount(manager, {
        firstName: found.firstName,
        lastName: found.lastName,
        email: dto.email,
        username: null,
        // No password until the invitation is accepted: nothing verifies against an empty hash.
        passwordHash: '',
        isAdmin: false,
        // The welcome banner guides an owner through setting the shop up; staff find it set up.
        hasSeenWelcome: true,
        trialExpiresAt: null,
        sessionVersion: 0,
        createdAt: now,
      });
      await this.insertMembership(manager, {
        userId: user.id,
        businessId,
        workerId: found.id,
        role: dto.role,
        createdAt: now,
      });
      const token = await this.invitations.insert(user.id, now, INVITATION_LIFETIME_MS, manager);
      return { worker: found, token };
    });
    const inviteUrl = `${this.config.publicUrl}/invite/${token}`;
    // Awaited: the owner is told whether it was really emailed, or is to send the link themselves.
    const emailDelivery = await this.emailInvitation(inviter, worker, dto.email, dto.role, inviteUrl);
    return { success: true, inviteUrl, email: dto.email, emailDelivery };
  }

  /**
   * A new link for the worker's login, for the owner or a manager to send: a fresh invitation while the
   * worker has not chosen a password yet, otherwise a link to choose a new one (a worker who forgot it, in
   * a shop whose server sends no email, has no other way). Emailed too; the answer says whether it was.
   */
  async newLoginLink(caller: AuthenticatedUser, workerId: string): Promise<WorkerLoginLinkResponse> {
    const businessId = requireBusinessId(caller.businessId);
    const worker = await this.workers.findInBusiness(businessId, workerId);
    const login = await this.members.workerLogin(worker.id, businessId);
    if (!login) throw new WorkerLoginNotFoundException();
    if (!login.accepted) {
      const url = `${this.config.publicUrl}/invite/${await this.invitations.insert(login.userId, this.clock.now(), INVITATION_LIFETIME_MS)}`;
      const emailDelivery = await this.emailInvitation(caller, worker, login.email, login.role, url);
      return {
        success: true,
        kind: 'invitation',
        url,
        email: login.email,
        emailDelivery,
        validHours: INVITATION_LIFETIME_HOURS,
      };
    }
    const url = await this.passwordReset.newLink(login.userId);
    const emailDelivery = await this.mailer.deliver({
      to: login.email,
      subject: `Fjalëkalim i ri për Servisi – ${caller.businessName ?? 'dyqani'}`,
      text:
        `Përshëndetje ${worker.firstName},\n\n` +
        `${fullName(caller)} ju dërgoi një lidhje për të zgjedhur një fjalëkalim të ri për llogarinë tuaj në «${caller.businessName ?? 'dyqani'}».\n` +
        `Hapeni brenda një ore:\n${url}\n`,
    });
    return {
      success: true,
      kind: 'password',
      url,
      email: login.email,
      emailDelivery,
      validHours: PASSWORD_RESET_LINK_HOURS,
    };
  }

  /** The login's Albanian operator code, which the invoices it issues carry; null: the owner's is used. */
  async setOperatorCode(caller: AuthenticatedUser, workerId: string, code: string | null): Promise<void> {
    const businessId = requireBusinessId(caller.businessId);
    await this.workers.findInBusiness(businessId, workerId);
    try {
      if (!(await this.members.setOperatorCode(workerId, businessId, code || null)))
        throw new WorkerLoginNotFoundException();
    } catch (error) {
      throw isUniqueViolation(error) ? new OperatorCodeTakenException() : error;
    }
  }

  /** Removes the worker's login (the account goes with its membership): its tokens answer 401 at once. */
  async revoke(caller: AuthenticatedUser, workerId: string): Promise<void> {
    const businessId = requireBusinessId(caller.businessId);
    await this.workers.findInBusiness(businessId, workerId);
    if (caller.workerId === workerId) throw new OwnLoginException();
    if (!(await this.members.delete(workerId, businessId))) throw new WorkerLoginNotFoundException();
  }

  /** What the invitation page shows: whose account and which shop. */
  async invitation(token: string): Promise<InvitationResponse> {
    const row = await this.invitations.findLive(token, this.clock.now());
    if (!row) throw new InvalidInvitationException();
    return {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      businessName: row.businessName,
    };
  }

  /** Sets the password the worker chose and logs them in; the link is spent. */
  async accept(token: string, password: string): Promise<LoginResponse> {
    // A wrong or spent link is refused before the (deliberately slow) password hash is computed.
    if (!(await this.invitations.findLive(token, this.clock.now()))) throw new InvalidInvitationException();
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await this.invitations.spend(manager, token, now);
      if (!userId) throw new InvalidInvitationException();
      await this.users.setPassword(manager, userId, passwordHash, false);
      const account = await this.users.findById(userId, manager);
      if (!account) throw new InvalidInvitationException(); // revoked meanwhile
      return account;
    });
    return this.tokens.loginResponse(user);
  }

  private emailInvitation(
    inviter: AuthenticatedUser,
    worker: Pick<WorkerResponse, 'firstName'>,
    email: string,
    role: InvitableRole,
    inviteUrl: string,
  ): Promise<EmailDelivery> {
    const shop = inviter.businessName ?? 'dyqani';
    return this.mailer.deliver({
      to: email,
      subject: `Ftesë për në Servisi – ${shop}`,
      text:
        `Përshëndetje ${worker.firstName},\n\n` +
        `${fullName(inviter)} ju ka krijuar një llogari si ${STAFF_ROLE_LABELS[role].toLowerCase()} në «${shop}».\n` +
        `Për të zgjedhur fjalëkalimin dhe për të hyrë, hapni këtë lidhje brenda ${INVITATION_LIFETIME_HOURS} orëve:\n${inviteUrl}\n`,
    });
  }

  /** The unique indexes decide between two invitations at once: one account per email... */
  private async insertAccount(manager: EntityManager, user: NewUser): Promise<UserEntity> {
    try {
      return await this.users.insert(user, manager);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaffEmailTakenException();
      throw error;
    }
  }

  /** ...and one login per worker. */
  private async insertMembership(manager: EntityManager, member: StaffMemberEntity): Promise<void> {
    try {
      await this.members.insert(manager, member);
    } catch (error) {
      if (isUniqueViolation(error)) throw new WorkerHasLoginException();
      throw error;
    }
  }
}
