import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending: waits for next_attempt_at; sending: claimed by a sender until locked_until;
 * sent and failed are final, and each has written its line in the job's history.
 */
export type SmsOutboxState = 'pending' | 'sending' | 'sent' | 'failed';

/** One SMS to a client, queued with the status change that caused it. */
@Entity({ name: 'sms_outbox' })
export class SmsOutboxMessageEntity {
  /** Also the idempotency key the gateway sees, so a retry of a delivered message is not delivered again. */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Queue order: a job's messages go out one at a time, in this order. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId: string;

  /** International form, e.g. +38344123456. */
  @Column({ type: 'varchar' })
  recipient: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar' })
  state: SmsOutboxState;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'provider_message_id', type: 'varchar', nullable: true })
  providerMessageId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
