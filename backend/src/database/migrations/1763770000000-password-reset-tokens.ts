import { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordResetTokens1763770000000 implements MigrationInterface {
  name = 'PasswordResetTokens1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Only a hash of each token is kept: the database alone cannot be used to reset a password.
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash varchar(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
  }
}
