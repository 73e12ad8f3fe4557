import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';

/** How long an ended or expired session's row is kept (a trace of recent logins), then removed. */
const KEEP_ENDED_DAYS = 30;

/** The sessions a user opened by logging in; a token names its session, and ending it ends the token. */
@Injectable()
export class UserSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new session's id, to sign into its token before the session is recorded with the token's expiry. */
  newId(): string {
    return randomUUID();
  }

  /** Records a session (and drops the user's long-gone ones). */
  async open(id: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await preparedQuery(
      this.dataSource,
      `WITH gone AS (
         DELETE FROM user_sessions
          WHERE user_id = $2 AND COALESCE(ended_at, expires_at) < $3::timestamptz - interval '${KEEP_ENDED_DAYS} days'
       )
       INSERT INTO user_sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [id, userId, now, expiresAt],
    );
  }

  async end(sessionId: string, now: Date): Promise<void> {
    await preparedQuery(this.dataSource, `UPDATE user_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [
      sessionId,
      now,
    ]);
  }
}
