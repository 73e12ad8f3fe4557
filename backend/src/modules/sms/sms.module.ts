import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { SMS_BACKLOG } from '../../common/metrics/sms-backlog';
import { JobWriteModule } from '../jobs';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity';
import { SmsSettingsEntity } from './entities/sms-settings.entity';
import { SmsOutboxService } from './outbox/sms-outbox.service';
import { SmsOutboxRepository } from './outbox/sms-outbox.repository';
import { SmsSenderService } from './outbox/sms-sender.service';
import { StatusSms } from './outbox/status-sms';
import { HttpGatewaySmsProvider } from './providers/http-gateway.provider';
import { LogOnlySmsProvider } from './providers/log-only.provider';
import { SmsProvider } from './providers/sms-provider';
import { SmsSettingsController } from './sms-settings.controller';
import { SmsSettingsRepository } from './sms-settings.repository';
import { SmsSettingsService } from './sms-settings.service';

/** SMS to clients on status changes: the shop's settings, the outbox and its background sender. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsSettingsEntity, SmsOutboxMessageEntity]), JobWriteModule],
  controllers: [SmsSettingsController],
  providers: [
    {
      provide: SmsProvider,
      inject: [APP_CONFIG],
      useFactory: ({ sms }: RuntimeConfig): SmsProvider =>
        sms.gateway
          ? new HttpGatewaySmsProvider({ ...sms.gateway, timeoutMs: sms.requestTimeoutMs })
          : new LogOnlySmsProvider(),
    },
    SmsSettingsService,
    SmsOutboxService,
    SmsSenderService,
    StatusSms,
    SmsSettingsRepository,
    SmsOutboxRepository,
    { provide: SMS_BACKLOG, useExisting: SmsOutboxRepository },
  ],
  // The provider says whether a message reaches a phone at all (a server without a gateway only logs it).
  exports: [SmsOutboxService, SmsOutboxRepository, SmsProvider],
})
export class SmsModule {}
