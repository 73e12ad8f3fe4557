import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  /** Lower-cased; null for an administrator created from a username only. */
  @Column({ type: 'varchar', nullable: true })
  email: string | null;

  /** Set for administrators, who log in with a username. */
  @Column({ type: 'varchar', nullable: true })
  username: string | null;

  @Column({ name: 'password_hash', type: 'varchar' })
  passwordHash: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'has_seen_welcome', type: 'boolean', default: false })
  hasSeenWelcome: boolean;

  /** Null for administrators, who have no trial. */
  @Column({ name: 'trial_expires_at', type: 'timestamptz', nullable: true })
  trialExpiresAt: Date | null;

  /** Part of every token; raising it ends every session of the user. */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
