import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEVICE_LOCK_WIPE_DAYS } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { DatabaseOutageLog } from '../../common/http/database-outage-log';
import { isDatabaseUnavailable } from '../../common/http/database-unavailable';
import { wipeDeviceLocksCompletedBefore } from './device-locks.repository';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEVICE_LOCK_WIPED_TEXT = `Kodi i zhbllokimit u fshi automatikisht, ${DEVICE_LOCK_WIPE_DAYS} ditë pas përfundimit të punës.`;

/**
 * Wipes the unlock codes of jobs completed more than DEVICE_LOCK_WIPE_DAYS ago (counted from the last
 * completion: a job reopened and completed again keeps its code until 30 days after that), each with a
 * line in its job's history. Runs at start and hourly; several backends may run it at once.
 */
@Injectable()
export class DeviceLockSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DeviceLocks');
  private readonly outage = new DatabaseOutageLog(this.logger);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.sweepInBackground();
    this.timer = setInterval(() => this.sweepInBackground(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Wipes what is due now; answers how many codes were wiped. Also called by tests. */
  async wipeExpired(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - DEVICE_LOCK_WIPE_DAYS * DAY_MS);
    const rows = await wipeDeviceLocksCompletedBefore(this.dataSource, cutoff, DEVICE_LOCK_WIPED_TEXT, now);
    return rows.length;
  }

  private sweepInBackground(): void {
    if (this.running) return;
    this.running = this.wipeExpired()
      .then((wiped) => {
        if (wiped > 0)
          this.logger.log(`Wiped ${wiped} unlock codes of jobs completed over ${DEVICE_LOCK_WIPE_DAYS} days ago`);
        return wiped;
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) this.outage.failed(error);
        else this.logger.error(`Wiping unlock codes failed: ${String(error)}`);
        return 0;
      })
      .finally(() => (this.running = null));
  }
}
