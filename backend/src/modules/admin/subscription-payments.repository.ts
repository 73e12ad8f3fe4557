import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a shop paid the provider for (subscription_payments): a shop with a row is a subscriber. */
@Injectable()
export class SubscriptionPaymentsRepository {
  /** In the caller's transaction: the payment is there exactly when the extension it paid for is. */
  async record(
    manager: EntityManager,
    ownerId: string,
    months: number,
    paidUntil: Date,
    recordedAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO subscription_payments (owner_id, months, paid_until, recorded_at) VALUES ($1, $2, $3, $4)`,
      [ownerId, months, paidUntil, recordedAt],
    );
  }
}
