import { Logger } from '@nestjs/common';
import { SmsProvider, type SmsSendResult, type SmsToSend } from './sms-provider';

/** For development and for servers without a gateway: the message is written to the log, not sent. */
export class LogOnlySmsProvider extends SmsProvider {
  readonly reachesPhones = false;
  private readonly logger = new Logger('SMS');

  async send(message: SmsToSend): Promise<SmsSendResult> {
    this.logger.log(`SMS ${message.id} te ${message.to} (vetëm në log, pa portë SMS): ${message.text}`);
    return { outcome: 'sent', providerMessageId: null };
  }
}
