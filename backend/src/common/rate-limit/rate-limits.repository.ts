import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';

const CLEAN_EVERY_MS = 10 * 60_000;

/**
 * The rate limits' counters, in PostgreSQL (the rate_limits table's repository, as the throttler's storage): every backend instance counts in the same rows, so a limit
 * holds however many instances share the database. The database's clock decides windows, for the same
 * reason. One statement per counted request; windows long over are swept every ten minutes.
 */
@Injectable()
export class DatabaseThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly sweeper: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sweeper = setInterval(() => void this.sweep(), CLEAN_EVERY_MS).unref();
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    const [row] = await preparedQuery<{ hits: number; expires_in_ms: number; blocked_for_ms: number }>(
      this.dataSource,
      `INSERT INTO rate_limits AS r (key, hits, window_ends_at)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
         window_ends_at = CASE WHEN r.window_ends_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE r.window_ends_at END,
         blocked_until = CASE
           WHEN r.blocked_until > now() THEN r.blocked_until
           WHEN r.window_ends_at > now() AND r.hits + 1 > $3 THEN now() + $4 * interval '1 millisecond'
           ELSE NULL END
       RETURNING hits,
                 GREATEST(0, EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000)::int AS expires_in_ms,
                 GREATEST(0, EXTRACT(EPOCH FROM (COALESCE(blocked_until, now()) - now())) * 1000)::int AS blocked_for_ms`,
      [key, ttl, limit, blockDuration],
    );
    const hits = row?.hits ?? 1;
    const blockedFor = row?.blocked_for_ms ?? 0;
    return {
      totalHits: hits,
      timeToExpire: Math.ceil((row?.expires_in_ms ?? ttl) / 1000),
      isBlocked: blockedFor > 0,
      timeToBlockExpire: Math.ceil(blockedFor / 1000),
    };
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private async sweep(): Promise<void> {
    await this.dataSource
      .query(
        `DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 hour' AND (blocked_until IS NULL OR blocked_until < now())`,
      )
      .catch(() => undefined); // a failed sweep is retried next time; it never matters to a request
  }
}
