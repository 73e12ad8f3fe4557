import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of a single-use link sent to a user (a password reset, a staff invitation): only the
 * SHA-256 of its token is stored. Each kind is a table of its own (a concrete entity extending this).
 */
export abstract class SingleUseLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'varchar' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
