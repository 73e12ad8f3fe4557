import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { BackgroundRounds } from '../../../common/background/background-rounds';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { appendJobEvent, lockJobBasis, type NewJobEvent } from '../../jobs';
import type { SmsOutboxMessageEntity, SmsOutboxState } from '../entities/sms-outbox-message.entity';
import { SmsProvider, type SmsSendResult } from '../providers/sms-provider';
import { SMS_HISTORY_TEXT } from '../sms-history-text';
import { retryDelayMs } from '../../../common/retry/retry-delay';
import { SmsOutboxRepository, type ClaimedMessage } from './sms-outbox.repository';

const BATCH_SIZE = 20;
/** A claim outlives the gateway's time-out by this much; after it, a crashed sender's message is taken again. */
const LEASE_MARGIN_MS = 60_000;

/**
 * The background sender: takes due messages from the outbox, hands them to the provider, retries
 * passing failures with a growing wait and writes each message's outcome in its job's history.
 * Several senders (instances) may run against one database: a claim is a row lock plus a lease.
 */
@Injectable()
export class SmsSenderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SMS');
  private readonly rounds: BackgroundRounds;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: SmsOutboxRepository,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
  ) {
    this.rounds = new BackgroundRounds(this.logger, config.sms.pollIntervalMs, () => this.deliverBatches());
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  /** Stops polling and waits for the round under way, before the database connection closes. */
  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /** Sends every message that is due now; returns how many were tried. Also called directly by tests. */
  deliverDue(): Promise<number> {
    return this.rounds.runNow();
  }

  private async deliverBatches(): Promise<number> {
    let tried = 0;
    while (!this.rounds.stopped) {
      const claimed = await this.claimDue();
      for (const message of claimed) {
        const result = await this.provider.send({ id: message.id, to: message.recipient, text: message.body });
        await this.recordResult(message, result);
      }
      tried += claimed.length;
      // Sending one message can make the job's next one due, so go on until nothing is left to take.
      if (claimed.length === 0) break;
    }
    return tried;
  }

  /** Takes the due messages (see SmsOutboxRepository.claimDue), leased past the gateway's time-out. */
  private claimDue(): Promise<ClaimedMessage[]> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + this.config.sms.requestTimeoutMs + LEASE_MARGIN_MS);
    return this.outbox.claimDue(now, leaseEnd, BATCH_SIZE);
  }

  private async recordResult(message: ClaimedMessage, result: SmsSendResult): Promise<void> {
    const now = this.clock.now();
    const finalFailure =
      result.outcome === 'rejected' || (result.outcome === 'retry' && message.attempts >= this.config.sms.maxAttempts);
    let state: SmsOutboxState;
    let history: NewJobEvent | null = null;
    const changes: Partial<SmsOutboxMessageEntity> = { lockedUntil: null };
    if (result.outcome === 'sent') {
      state = 'sent';
      Object.assign(changes, { providerMessageId: result.providerMessageId, finishedAt: now, lastError: null });
      const text = this.provider.reachesPhones ? SMS_HISTORY_TEXT.sent : SMS_HISTORY_TEXT.loggedOnly;
      history = {
        jobId: message.job_id,
        type: 'sms_sent',
        message: text(message.recipient, message.body),
        createdAt: now,
        author: null,
      };
    } else if (finalFailure) {
      state = 'failed';
      Object.assign(changes, { finishedAt: now, lastError: result.error });
      const text =
        result.outcome === 'rejected'
          ? SMS_HISTORY_TEXT.rejected(message.recipient, result.error)
          : SMS_HISTORY_TEXT.gaveUp(message.recipient, message.attempts, result.error);
      history = { jobId: message.job_id, type: 'sms_failed', message: text, createdAt: now, author: null };
      this.logger.warn(`SMS ${message.id} failed after ${message.attempts} attempt(s): ${result.error}`);
    } else {
      state = 'pending';
      const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts, this.config.sms.retryBaseMs));
      Object.assign(changes, { nextAttemptAt: retryAt, lastError: result.error });
    }
    await this.dataSource.transaction(async (manager) => {
      // The job before the message, through the core's one lock (no key update: it only adds a history line), in
      // the order every writer takes them (a deletion holds the job and waits for the message's row).
      if (history) await lockJobBasis(manager, { jobId: message.job_id }, 'FOR NO KEY UPDATE');
      // Only the sender still holding the claim records the outcome (and the job's history line).
      const recorded = await this.outbox.recordOutcome(manager, message, { ...changes, state });
      if (recorded && history) await appendJobEvent(manager, history);
    });
  }
}
