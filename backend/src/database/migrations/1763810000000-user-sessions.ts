import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per login, named in its token (`sid`): logging out ends that session alone, at once, on
 * every instance. A new password still ends them all (users.session_version).
 */
export class UserSessions1763810000000 implements MigrationInterface {
  name = 'UserSessions1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_sessions`);
  }
}
