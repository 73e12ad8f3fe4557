import type { Logger } from '@nestjs/common';

const QUIET_MS = 10_000;

/**
 * Reports that the database cannot be reached without a line per failed request: the first failure
 * is logged, then at most one summary every ten seconds while the outage lasts.
 */
export class DatabaseOutageLog {
  private lastLoggedAt: number | null = null;
  private unreported = 0;

  constructor(private readonly logger: Pick<Logger, 'warn'>) {}

  failed(error: unknown, now = Date.now()): void {
    if (this.lastLoggedAt !== null && now - this.lastLoggedAt < QUIET_MS) {
      this.unreported += 1;
      return;
    }
    const reason =
      typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
    const more = this.unreported > 0 ? ` (and ${this.unreported} more failures since the last report)` : '';
    this.logger.warn(`The database is unavailable: ${reason}${more}`);
    this.lastLoggedAt = now;
    this.unreported = 0;
  }
}
