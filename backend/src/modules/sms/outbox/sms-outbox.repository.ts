import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { SmsOutboxMessageEntity, type SmsOutboxState } from '../entities/sms-outbox-message.entity';

/** A message the sender took: its row's fields as the claim answers them. */
export interface ClaimedMessage {
  id: string;
  job_id: string;
  recipient: string;
  body: string;
  attempts: number;
}

/** What a message's outcome changes in its row. */
export type MessageOutcome = Partial<SmsOutboxMessageEntity> & { state: SmsOutboxState };

/** sms_outbox: the messages to clients waiting to be sent, being sent, or sent (or given up). */
@Injectable()
export class SmsOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Queues a message in the caller's transaction: it exists exactly when what it tells does. */
  async insert(
    manager: EntityManager,
    message: { jobId: string; recipient: string; body: string },
    now: Date,
  ): Promise<void> {
    await manager.insert(SmsOutboxMessageEntity, {
      ...message,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** Messages of the job still waiting to be sent (or being sent). */
  pendingCount(jobId: string): Promise<number> {
    return this.dataSource.getRepository(SmsOutboxMessageEntity).countBy({ jobId, state: In(['pending', 'sending']) });
  }

  /** Messages of every shop still waiting to be sent (or being sent): the metrics' gauge. */
  async pendingTotal(): Promise<number> {
    const [row] = await this.dataSource.query<{ pending: number }[]>(
      `SELECT COUNT(*)::int AS pending FROM sms_outbox WHERE state IN ('pending', 'sending')`,
    );
    return row?.pending ?? 0;
  }

  /**
   * Takes up to `limit` due messages until `leaseEnd`: pending ones whose wait is over, and ones whose
   * sender's lease ran out. A job's messages go in queue order, one at a time, so a client never reads
   * "ready" before "in process". SKIP LOCKED keeps two senders from taking the same message.
   */
  async claimDue(now: Date, leaseEnd: Date, limit: number): Promise<ClaimedMessage[]> {
    const [rows] = await this.dataSource.query<[ClaimedMessage[], number]>(
      `UPDATE sms_outbox SET state = 'sending', attempts = attempts + 1, locked_until = $2
        WHERE id IN (
          SELECT o.id FROM sms_outbox o
           WHERE ((o.state = 'pending' AND o.next_attempt_at <= $1) OR (o.state = 'sending' AND o.locked_until <= $1))
             AND NOT EXISTS (
               SELECT 1 FROM sms_outbox earlier
                WHERE earlier.job_id = o.job_id AND earlier.seq < o.seq AND earlier.state IN ('pending', 'sending'))
           ORDER BY o.seq
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING id, job_id, recipient, body, attempts`,
      [now, leaseEnd, limit],
    );
    return rows;
  }

  /**
   * Records a message's outcome in the caller's transaction, if its claim (`attempts`) still holds: a
   * message whose lease ran out and was taken by another sender (or whose job was deleted) is left to
   * that one. Whether it was recorded.
   */
  async recordOutcome(manager: EntityManager, message: ClaimedMessage, outcome: MessageOutcome): Promise<boolean> {
    const update = await manager
      .createQueryBuilder()
      .update(SmsOutboxMessageEntity)
      .set(outcome)
      .where({ id: message.id, state: 'sending', attempts: message.attempts })
      .execute();
    return update.affected === 1;
  }
}
