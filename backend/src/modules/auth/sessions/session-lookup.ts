import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';
import type { AuthenticatedUser } from '../authenticated-user';

interface SessionRow {
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
  business_id: string | null;
  session_open: boolean;
}

/**
 * Loads a token's user, their business and whether the token's session is still open, in one query:
 * every authenticated request pays for it, so it is primary-key lookups only.
 */
@Injectable()
export class SessionLookup {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `sessionId` null: a token from before sessions were kept, valid while the session version matches. */
  async find(userId: string, sessionId: string | null): Promise<(Omit<AuthenticatedUser, 'sessionId'> & { sessionOpen: boolean }) | null> {
    const rows = await preparedQuery<SessionRow>(
      this.dataSource,
      `SELECT u.id, u.first_name, u.last_name, u.email, u.username, u.password_hash, u.is_admin, u.has_seen_welcome,
              u.trial_expires_at, u.session_version, u.created_at, b.id AS business_id,
              ($2::uuid IS NULL OR EXISTS (
                SELECT 1 FROM user_sessions s WHERE s.id = $2::uuid AND s.user_id = u.id AND s.ended_at IS NULL
              )) AS session_open
         FROM users u LEFT JOIN businesses b ON b.owner_id = u.id
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
      businessId: row.business_id,
      sessionOpen: row.session_open,
    };
  }
}
