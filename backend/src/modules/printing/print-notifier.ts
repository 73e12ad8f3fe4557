import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { GuardedClient } from '../../database/guarded-client';
import { listenForQueuedDocuments } from './print-jobs.repository';

const RECONNECT_MS = 2000;

/** An open event stream of a station: woken when a document arrives, ended when the backend stops. */
interface Listener {
  wake: () => void;
  end: () => void;
}

/**
 * Wakes the stations' open event streams when a document is queued for them, whichever backend queued
 * it: PostgreSQL's NOTIFY (sent with the queuing transaction, delivered at its commit) reaches every
 * backend listening on the same database. While the listening connection is down the stations still
 * poll, and every stream is woken when it comes back, so nothing waits longer than a poll.
 */
@Injectable()
export class PrintNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PrintNotifier.name);
  private readonly listeners = new Map<string, Set<Listener>>();
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
    for (const stationId of stationIds) this.wake(stationId);
  }

  /** Calls `wake` whenever a document is queued for the station, `end` when the backend stops; answers the unsubscription. */
  subscribe(stationId: string, wake: () => void, end: () => void): () => void {
    const listener: Listener = { wake, end };
    const listeners = this.listeners.get(stationId) ?? new Set();
    listeners.add(listener);
    this.listeners.set(stationId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(stationId);
    };
  }

  private wake(stationId: string | undefined): void {
    const targets =
      stationId === undefined ? [...this.listeners.values()] : [this.listeners.get(stationId) ?? new Set<Listener>()];
    for (const listeners of targets) for (const listener of [...listeners]) listener.wake();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    // LISTEN needs a session of its own: a pooler in transaction mode would drop it after the statement.
    const client = new GuardedClient({ connectionString: this.config.databaseSessionUrl });
    try {
      await client.connect();
      client.on('notification', (message) => this.wake(message.payload ?? undefined));
      client.on('end', () => this.lost(client));
      await listenForQueuedDocuments(client);
      this.client = client;
      // Anything queued while no one listened: let every stream look.
      this.wake(undefined);
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
