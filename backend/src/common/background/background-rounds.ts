import type { Logger } from '@nestjs/common';
import { DatabaseOutageLog } from '../http/database-outage-log';
import { isDatabaseUnavailable } from '../http/database-unavailable';

/**
 * Work an outbox repeats in the background: one round at a time, the next one `intervalMs` after the last
 * ended. A database outage is logged without a line per round (DatabaseOutageLog), any other failure as an
 * error; stop() waits for the round under way, so that it ends before the database connection closes.
 */
export class BackgroundRounds {
  private readonly outage: DatabaseOutageLog;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private halted = false;

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs: number,
    /** One round; answers how many items it tried. */
    private readonly round: () => Promise<number>,
  ) {
    this.outage = new DatabaseOutageLog(logger);
  }

  /** Whether stop() was called: a round that loops checks it between batches. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    this.scheduleNext();
  }

  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** A round now, or the one under way (tests call it to run the outbox at a moment they choose). */
  runNow(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.round().finally(() => (this.running = null));
    return this.running;
  }

  /** Logs a failure of this work, a database outage the quiet way. */
  logFailure(error: unknown, what: string): void {
    if (isDatabaseUnavailable(error)) this.outage.failed(error);
    else this.logger.error(`${what}: ${String(error)}`);
  }

  private scheduleNext(): void {
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.runNow()
        .catch((error: unknown) => this.logFailure(error, 'The round failed'))
        .finally(() => this.scheduleNext());
    }, this.intervalMs);
    this.timer.unref();
  }
}
