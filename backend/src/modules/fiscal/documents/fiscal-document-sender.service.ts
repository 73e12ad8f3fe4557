import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { BackgroundRounds } from '../../../common/background/background-rounds';
import { retryDelayMs } from '../../../common/retry/retry-delay';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { cisEndpointOf, sendCisRequest } from '../albania/cis-client';
import { cisDeliveryOf } from '../albania/cis-delivery';
import { CisFaultError, CisUnreachableError } from '../albania/cis-errors';
import { signedInvoiceRequest } from '../albania/register-invoice-request';
import { FiscalSigningCredentials } from '../certificate/signing-credentials';
import { FiscalCertificateMissingException } from '../fiscal.exceptions';
import { sendPosCoupon } from '../kosovo/atk-client';
import { AtkRefusedError, AtkUnreachableError } from '../kosovo/atk-errors';
import {
  claimDueFiscalDocuments,
  claimFiscalDocument,
  recordFiscalOutcome,
  type ClaimedFiscalDocument,
  type FiscalOutcome,
} from './fiscal-outbox.repository';

const BATCH_SIZE = 20;
/** A claim outlives the tax office's time-out by this much; after it, a crashed sender's document is taken again. */
const LEASE_MARGIN_MS = 60_000;

/**
 * Sends fiscal documents to the tax office (Albania's CIS, Kosovo's ATK once the till signed): once right after the payment that issued one (its receipt
 * waits for the answer, within a short time-out), and in the background for the ones that could not be
 * sent then, until they are accepted or refused. Several instances may run it against one database.
 */
@Injectable()
export class FiscalDocumentSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Fiscal');
  private readonly rounds: BackgroundRounds;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credentials: FiscalSigningCredentials,
    private readonly clock: Clock,
  ) {
    this.rounds = new BackgroundRounds(this.logger, config.fiscal.pollIntervalMs, () => this.deliverBatches());
  }

  onApplicationBootstrap(): void {
    this.rounds.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.rounds.stop();
  }

  /**
   * The first try of a document just issued (its transaction committed, so the payment is recorded
   * whatever happens here). A failure is only logged: the document is kept, and the background sender
   * tries it again once its lease runs out.
   */
  async sendNow(id: string): Promise<void> {
    try {
      const claimed = await claimFiscalDocument(this.dataSource, id, this.clock.now(), this.leaseEnd());
      if (claimed) await this.send(claimed);
    } catch (error) {
      this.rounds.logFailure(error, `Fiscal document ${id}: the first try failed`);
    }
  }

  /** Sends every document that is due now; returns how many were tried. Also called directly by tests. */
  deliverDue(): Promise<number> {
    return this.rounds.runNow();
  }

  private async deliverBatches(): Promise<number> {
    let tried = 0;
    while (!this.rounds.stopped) {
      const claimed = await claimDueFiscalDocuments(this.dataSource, this.clock.now(), this.leaseEnd(), BATCH_SIZE);
      for (const document of claimed) await this.send(document);
      tried += claimed.length;
      if (claimed.length < BATCH_SIZE) break;
    }
    return tried;
  }

  private leaseEnd(): Date {
    // A batch may hold both countries' documents: the lease outlives the longer of the two time-outs.
    const { albania, kosovo } = this.config.fiscal;
    return new Date(this.clock.now().getTime() + Math.max(albania.timeoutMs, kosovo.timeoutMs) + LEASE_MARGIN_MS);
  }

  private async send(document: ClaimedFiscalDocument): Promise<void> {
    const outcome = await this.tryOnce(document);
    if (outcome.status === 'failed') this.logger.warn(`Fiscal document ${document.id} refused: ${outcome.error}`);
    await recordFiscalOutcome(this.dataSource, document, outcome);
  }

  private async tryOnce(document: ClaimedFiscalDocument): Promise<FiscalOutcome> {
    const now = this.clock.now();
    const retry = (error: string): FiscalOutcome => ({
      status: 'pending',
      error,
      retryAt: new Date(now.getTime() + retryDelayMs(document.attempts, this.config.fiscal.retryBaseMs)),
    });
    if (document.country === 'kosovo') return this.tryAtk(document, retry);
    const { albania } = this.config.fiscal;
    let credential;
    try {
      credential = await this.credentials.signingCredentialsOf(this.dataSource.manager, document.businessId);
    } catch (error) {
      if (!(error instanceof FiscalCertificateMissingException)) throw error;
      return retry('Certifikata e fiskalizimit mungon ose nuk hapet më: ngarkojeni përsëri që fatura të dërgohet.');
    }
    const delivery = cisDeliveryOf(document.message, {
      now,
      issuedAt: document.issuedAt,
      offline: document.offline,
      receiptWaitMs: albania.timeoutMs + LEASE_MARGIN_MS,
    });
    const { request } = signedInvoiceRequest({ ...document.message, ...delivery }, credential);
    try {
      const answer = await sendCisRequest(cisEndpointOf(albania), request);
      return { status: 'fiscalized', fic: answer.result, at: this.clock.now() };
    } catch (error) {
      if (error instanceof CisFaultError) {
        const words = `Sistemi i tatimeve e refuzoi faturën (kodi ${error.code}): ${error.text}`;
        // 9xx: the CIS itself failed; the same message is sent again later.
        return error.origin === 'Server' || error.code.startsWith('9')
          ? retry(words)
          : { status: 'failed', error: words };
      }
      if (error instanceof CisUnreachableError) {
        return retry('Sistemi i tatimeve nuk u arrit: fatura dërgohet automatikisht sapo të ketë lidhje.');
      }
      throw error;
    }
  }

  /**
   * Posts a signed Kosovo coupon: the bytes its till signed, the same on every resend (ATK keeps a coupon
   * once by its business and coupon number).
   */
  private async tryAtk(
    document: Extract<ClaimedFiscalDocument, { country: 'kosovo' }>,
    retry: (error: string) => FiscalOutcome,
  ): Promise<FiscalOutcome> {
    try {
      const answer = await sendPosCoupon(
        { details: document.message.posCoupon, signature: document.posSignature },
        { atkUrl: this.config.fiscal.kosovo.atkUrl, timeoutMs: this.config.fiscal.kosovo.timeoutMs },
      );
      return { status: 'fiscalized', fic: answer.transactionId ?? '', at: this.clock.now() };
    } catch (error) {
      if (error instanceof AtkRefusedError) {
        return { status: 'failed', error: `ATK e refuzoi kuponin (HTTP ${error.status}): ${error.reason}` };
      }
      if (error instanceof AtkUnreachableError) {
        return retry('ATK nuk u arrit: kuponi dërgohet automatikisht sapo të ketë lidhje (brenda 48 orëve).');
      }
      throw error;
    }
  }
}
