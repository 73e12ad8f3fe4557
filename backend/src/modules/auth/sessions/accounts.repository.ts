import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffRole } from '@repair-shop/contracts';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';
import type { ShopAccount } from '../authenticated-user';

interface AccountRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  username: string | null;
  password_hash: string;
  is_admin: boolean;
  has_seen_welcome: boolean;
  trial_expires_at: Date | null;
  session_version: number;
  created_at: Date;
  role: StaffRole;
  worker_id: string | null;
  business_id: string | null;
  business_name: string | null;
  subscribed: boolean;
  own_jobs_only: boolean | null;
  session_open: boolean;
}

/**
 * Loads a token's account, its business and whether the token's session is still open, in one query:
 * every authenticated request pays for it, so it is primary-key lookups only. An owner's business is
 * the one they own; a staff account's is the one it is a member of, and its trial is that shop's owner's.
 */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `sessionId` null: a token from before sessions were kept, valid while the session version matches. */
  async find(userId: string, sessionId: string | null): Promise<(ShopAccount & { sessionOpen: boolean }) | null> {
    const rows = await preparedQuery<AccountRow>(
      this.dataSource,
      `SELECT u.id, u.first_name, u.last_name, u.email, u.username, u.password_hash, u.is_admin, u.has_seen_welcome,
              CASE WHEN m.user_id IS NULL THEN u.trial_expires_at ELSE shop_owner.trial_expires_at END AS trial_expires_at,
              u.session_version, u.created_at, COALESCE(m.role, 'owner') AS role, m.worker_id,
              COALESCE(owned.id, shop.id) AS business_id, COALESCE(owned.name, shop.name) AS business_name,
              (m.role = 'technician' AND shop.technicians_own_jobs_only) AS own_jobs_only,
              EXISTS (SELECT 1 FROM subscription_payments p WHERE p.owner_id = COALESCE(shop_owner.id, u.id)) AS subscribed,
              ($2::uuid IS NULL OR EXISTS (
                SELECT 1 FROM user_sessions s WHERE s.id = $2::uuid AND s.user_id = u.id AND s.ended_at IS NULL
              )) AS session_open
         FROM users u
         LEFT JOIN businesses owned ON owned.owner_id = u.id
         LEFT JOIN staff_members m ON m.user_id = u.id
         LEFT JOIN businesses shop ON shop.id = m.business_id
         LEFT JOIN users shop_owner ON shop_owner.id = shop.owner_id
        WHERE u.id = $1`,
      [userId, sessionId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      username: row.username,
      passwordHash: row.password_hash,
      isAdmin: row.is_admin,
      hasSeenWelcome: row.has_seen_welcome,
      trialExpiresAt: row.trial_expires_at,
      sessionVersion: row.session_version,
      createdAt: row.created_at,
      role: row.role,
      workerId: row.worker_id,
      businessId: row.business_id,
      businessName: row.business_name,
      subscribed: row.subscribed,
      jobsLimitedToWorker: row.own_jobs_only ? row.worker_id : null,
      sessionOpen: row.session_open,
    };
  }

  /** The account as a login answers it (no session yet). */
  async account(userId: string): Promise<ShopAccount | null> {
    const found = await this.find(userId, null);
    if (!found) return null;
    const { sessionOpen: _open, ...account } = found;
    return account;
  }
}
