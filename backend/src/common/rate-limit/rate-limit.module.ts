import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { RuntimeConfig } from '../../config/app-config';
import { DatabaseThrottlerStorage } from './rate-limits.repository';
import { RATE_LIMITS } from './rate-limits';

@Module({ providers: [DatabaseThrottlerStorage], exports: [DatabaseThrottlerStorage] })
class RateLimitStorageModule {}

/** The rate limits (see rate-limits.ts), counted in the database so that they hold across instances. */
export function rateLimitModule(config: RuntimeConfig) {
  return ThrottlerModule.forRootAsync({
    imports: [RateLimitStorageModule],
    inject: [DatabaseThrottlerStorage],
    useFactory: (storage: DatabaseThrottlerStorage) => ({
      throttlers: [
        { name: RATE_LIMITS.strict, ttl: config.authRateLimit.windowMs, limit: config.authRateLimit.limit },
        {
          name: RATE_LIMITS.publicPage,
          ttl: config.publicPageRateLimit.windowMs,
          limit: config.publicPageRateLimit.limit,
        },
      ],
      storage,
    }),
  });
}
