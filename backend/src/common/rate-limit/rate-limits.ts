import { UseGuards, applyDecorators } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';

/** The two limits per client IP: strict on guessing (logins, lookups), lenient on the clients' public page. */
export const RATE_LIMITS = { strict: 'auth', publicPage: 'publicPage' } as const;

/** Logins, registration, password reset, the tracking lookup by code: a few tries per window. */
export const StrictRateLimit = () =>
  applyDecorators(UseGuards(ThrottlerGuard), SkipThrottle({ [RATE_LIMITS.publicPage]: true }));

/** The public tracking page: a shop's clients often share one address (a mobile carrier's NAT). */
export const PublicPageRateLimit = () =>
  applyDecorators(UseGuards(ThrottlerGuard), SkipThrottle({ [RATE_LIMITS.strict]: true }));
