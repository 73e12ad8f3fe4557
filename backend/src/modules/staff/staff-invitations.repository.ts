import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { InvitableRole } from '@repair-shop/contracts';
import { hashSingleUseToken, newSingleUseLink, SingleUseLinksRepository } from '../auth';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';

/** A live invitation: whose account it opens, in which shop. */
export interface LiveInvitation {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: InvitableRole;
  businessName: string;
}

/** staff_invitations: the single-use links with which a worker chooses the password of a new login. */
@Injectable()
export class StaffInvitationsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: SingleUseLinksRepository,
  ) {}

  /** A new link for the account, valid `lifetimeMs` from `now` (in the caller's transaction if given): its token. */
  async insert(userId: string, now: Date, lifetimeMs: number, manager?: EntityManager): Promise<string> {
    const link = newSingleUseLink(userId, now, lifetimeMs);
    await this.links.insert(StaffInvitationEntity, link.row, manager);
    return link.token;
  }

  async findLive(token: string, now: Date): Promise<LiveInvitation | null> {
    const [row] = await this.dataSource.query<LiveInvitation[]>(
      `SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.role,
              b.name AS "businessName"
         FROM staff_invitations i
         JOIN users u ON u.id = i.user_id
         JOIN staff_members m ON m.user_id = u.id
         JOIN businesses b ON b.id = m.business_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2`,
      [hashSingleUseToken(token), now],
    );
    return row ?? null;
  }

  /** Spends the token's invitation in the caller's transaction: the account it was for, or null. */
  spend(manager: EntityManager, token: string, now: Date): Promise<string | null> {
    return this.links.spend(manager, StaffInvitationEntity, token, now);
  }
}
