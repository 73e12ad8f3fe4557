import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { GuardedClient } from '../../database/guarded-client';
import { TILL_CHANNEL } from '../fiscal';
import { listenForStationEvents } from './print-jobs.repository';

const RECONNECT_MS = 2000;
const wakeStream = (listener: StationListener): void => listener.wake();
const tillChanged = (listener: StationListener): void => listener.tillChanged();

/**
 * An open event stream of a station: woken when a document arrives, told when its till changed (its shop fiscalized
 * in Kosovo or no longer, a new key asked for), ended when the backend stops.
 */
export interface StationListener {
  wake: () => void;
  tillChanged: () => void;
  end: () => void;
}

/**
 * Wakes the stations' open event streams when a document is queued for them or their till changed, whichever
 * backend did it: PostgreSQL's NOTIFY (sent with the transaction, delivered at its commit) reaches every backend
 * listening on the same database. While the listening connection is down the stations still poll, and every stream
 * is woken (and told to look at its till) when it comes back, so nothing waits longer than a poll.
 */
@Injectable()
export class PrintNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PrintNotifier.name);
  private readonly listeners = new Map<string, Set<StationListener>>();
  private client: GuardedClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  onModuleInit(): void {
    // PGlite serves one connection at a time: no listener of its own there, the stations poll.
    if (this.config.databasePoolSize > 1) void this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    // Open streams would hold the server's close until its timeout: end them first.
    for (const listeners of this.listeners.values()) for (const listener of [...listeners]) listener.end();
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
  }

  /** Wakes the station's streams on this backend at once, ahead of the NOTIFY (a second wake costs a look). */
  queued(stationIds: string[]): void {
    for (const stationId of stationIds) this.tell(stationId, wakeStream);
  }

  /** Tells the listener of the station's documents and till until the answered unsubscription. */
  subscribe(stationId: string, listener: StationListener): () => void {
    const listeners = this.listeners.get(stationId) ?? new Set();
    listeners.add(listener);
    this.listeners.set(stationId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(stationId);
    };
  }

  /** Tells the station's listeners (every station's when undefined). */
  private tell(stationId: string | undefined, what: (listener: StationListener) => void): void {
    const targets =
      stationId === undefined
        ? [...this.listeners.values()]
        : [this.listeners.get(stationId) ?? new Set<StationListener>()];
    for (const listeners of targets) for (const listener of [...listeners]) what(listener);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    // LISTEN needs a session of its own: a pooler in transaction mode would drop it after the statement.
    const client = new GuardedClient({ connectionString: this.config.databaseSessionUrl });
    try {
      await client.connect();
      client.on('notification', ({ channel, payload }) => {
        if (!payload) return;
        this.tell(payload, channel === TILL_CHANNEL ? tillChanged : wakeStream);
      });
      client.on('end', () => this.lost(client));
      await listenForStationEvents(client);
      this.client = client;
      // Anything changed or queued while no one listened: let every stream look (the till first, as on opening).
      this.tell(undefined, (listener) => {
        tillChanged(listener);
        wakeStream(listener);
      });
    } catch (error) {
      this.logger.debug(`Not listening for print jobs yet: ${error instanceof Error ? error.message : String(error)}`);
      await client.end().catch(() => undefined);
      this.lost(client);
    }
  }

  private lost(client: GuardedClient): void {
    if (this.client === client) this.client = null;
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
