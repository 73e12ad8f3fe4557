import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  INVITATION_LIFETIME_HOURS,
  fullName,
  STAFF_ROLE_LABELS,
  type InvitableRole,
  type InvitationResponse,
  type LoginResponse,
  type StaffInvitationResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { Mailer } from '../../common/mail/mailer';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { UserEntity } from '../auth/entities/user.entity';
import { PasswordHasher } from '../auth/password-hasher';
import { hashSingleUseToken, newSingleUseLink, spendSingleUseLink } from '../auth/single-use-token';
import { TokenService } from '../auth/token.service';
import { requireBusinessId } from '../business/business-scope';
import { WorkersService } from '../workers/workers.service';
import type { StaffLoginDto } from './dto/staff-login.dto';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';
import { StaffMemberEntity } from './entities/staff-member.entity';
import {
  InvalidInvitationException,
  OwnLoginException,
  StaffEmailTakenException,
  WorkerHasLoginException,
  WorkerLoginNotFoundException,
} from './staff.exceptions';
import { isUniqueViolation } from '../../database/unique-violation';

const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_HOURS * 60 * 60 * 1000;

interface InvitationRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: InvitableRole;
  business_name: string;
}

/**
 * Logins for a shop's workers: the owner (or a manager) gives a worker an account with a role, the
 * worker chooses a password through a single-use invitation, and the login can be taken away again.
 */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Staff');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly workers: WorkersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  /** Creates the worker's account (no password yet) and its invitation, in one transaction. */
  async invite(inviter: AuthenticatedUser, workerId: string, dto: StaffLoginDto): Promise<StaffInvitationResponse> {
    const businessId = requireBusinessId(inviter.businessId);
    const now = this.clock.now();
    const { worker, token } = await this.dataSource.transaction(async (manager) => {
      const found = await this.workers.findAssignable(businessId, workerId, manager);
      const user = manager.getRepository(UserEntity).create({
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
      await this.insertAccount(manager, user);
      await this.insertMembership(manager, { userId: user.id, businessId, workerId: found.id, role: dto.role, createdAt: now });
      const link = newSingleUseLink(user.id, now, INVITATION_LIFETIME_MS);
      await manager.getRepository(StaffInvitationEntity).insert(link.row);
      return { worker: found, token: link.token };
    });
    const inviteUrl = `${this.config.publicUrl}/invite/${token}`;
    const shop = inviter.businessName ?? 'dyqani';
    void this.mailer
      .send({
        to: dto.email,
        subject: `Ftesë për në Servisi – ${shop}`,
        text:
          `Përshëndetje ${worker.firstName},\n\n` +
          `${fullName(inviter)} ju ka krijuar një llogari si ${STAFF_ROLE_LABELS[dto.role].toLowerCase()} në «${shop}».\n` +
          `Për të zgjedhur fjalëkalimin dhe për të hyrë, hapni këtë lidhje brenda ${INVITATION_LIFETIME_HOURS} orëve:\n${inviteUrl}\n`,
      })
      .catch((error: unknown) => this.logger.error(`Sending the invitation email failed: ${String(error)}`));
    return { success: true, inviteUrl };
  }

  /** Removes the worker's login (the account goes with its membership): its tokens answer 401 at once. */
  async revoke(caller: AuthenticatedUser, workerId: string): Promise<void> {
    const businessId = requireBusinessId(caller.businessId);
    await this.workers.findInBusiness(businessId, workerId);
    if (caller.workerId === workerId) throw new OwnLoginException();
    const removed = await this.dataSource.getRepository(StaffMemberEntity).delete({ workerId, businessId });
    if (!removed.affected) throw new WorkerLoginNotFoundException();
  }

  /** What the invitation page shows: whose account and which shop. */
  async invitation(token: string): Promise<InvitationResponse> {
    const row = await this.liveInvitation(this.dataSource.manager, token);
    if (!row) throw new InvalidInvitationException();
    return { email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role, businessName: row.business_name };
  }

  /** Sets the password the worker chose and logs them in; the link is spent. */
  async accept(token: string, password: string): Promise<LoginResponse> {
    // A wrong or spent link is refused before the (deliberately slow) password hash is computed.
    if (!(await this.liveInvitation(this.dataSource.manager, token))) throw new InvalidInvitationException();
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await spendSingleUseLink(manager, StaffInvitationEntity, token, now);
      if (!userId) throw new InvalidInvitationException();
      const users = manager.getRepository(UserEntity);
      await users.update({ id: userId }, { passwordHash });
      const account = await users.findOneBy({ id: userId });
      if (!account) throw new InvalidInvitationException(); // revoked meanwhile
      return account;
    });
    return this.tokens.loginResponse(user);
  }

  private async liveInvitation(manager: EntityManager, token: string): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await manager.query(
      `SELECT u.id AS user_id, u.email, u.first_name, u.last_name, m.role, b.name AS business_name
         FROM staff_invitations i
         JOIN users u ON u.id = i.user_id
         JOIN staff_members m ON m.user_id = u.id
         JOIN businesses b ON b.id = m.business_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2`,
      [hashSingleUseToken(token), this.clock.now()],
    );
    return rows[0] ?? null;
  }

  /** The unique indexes decide between two invitations at once: one account per email... */
  private async insertAccount(manager: EntityManager, user: UserEntity): Promise<void> {
    try {
      await manager.getRepository(UserEntity).insert(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaffEmailTakenException();
      throw error;
    }
  }

  /** ...and one login per worker. */
  private async insertMembership(manager: EntityManager, member: StaffMemberEntity): Promise<void> {
    try {
      await manager.getRepository(StaffMemberEntity).insert(member);
    } catch (error) {
      if (isUniqueViolation(error)) throw new WorkerHasLoginException();
      throw error;
    }
  }
}
