import { Inject, Injectable, Logger } from '@nestjs/common';
import type * as Nodemailer from 'nodemailer';
import type { EmailDelivery } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { requireOnFirstUse } from '../lazy/on-first-use';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A request that waits for the mail server is answered within seconds, not after nodemailer's minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** nodemailer, loaded when a server sends mail. */
const nodemailer = requireOnFirstUse<typeof Nodemailer>('nodemailer');

/**
 * Sends email over SMTP_URL. Without it nothing is sent: the message is written to the log instead (how a
 * server without mail still hands out its links), and the caller is told so, to tell the user.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Nodemailer.Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    this.transport = config.smtpUrl ? nodemailer().createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  }

  /** Whether outgoing email is set up at all. */
  get configured(): boolean {
    return this.transport !== null;
  }

  /** Sends the mail and says what became of it; never throws (a refusal is logged). */
  async deliver(mail: Mail): Promise<EmailDelivery> {
    if (!this.transport) {
      this.logger.warn(`SMTP_URL is not set; email to ${mail.to} not sent.\nSubject: ${mail.subject}\n${mail.text}`);
      return 'not_configured';
    }
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return 'sent';
    } catch (error) {
      this.logger.error(`Sending the email "${mail.subject}" to ${mail.to} failed: ${String(error)}`);
      return 'failed';
    }
  }
}
