import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A single-use link that lets a worker choose the password of their new login; only the SHA-256 of its token is stored. */
@Entity({ name: 'staff_invitations' })
export class StaffInvitationEntity {
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
