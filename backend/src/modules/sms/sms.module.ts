import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { SmsOutboxMessageEntity } from './entities/sms-outbox-message.entity';
import { SmsSettingsEntity } from './entities/sms-settings.entity';
import { SmsOutboxService } from './outbox/sms-outbox.service';
import { SmsSenderService } from './outbox/sms-sender.service';
import { HttpGatewaySmsProvider } from './providers/http-gateway.provider';
import { LogOnlySmsProvider } from './providers/log-only.provider';
import { SmsProvider } from './providers/sms-provider';
import { SmsSettingsController } from './sms-settings.controller';
import { SmsSettingsService } from './sms-settings.service';

/** SMS to clients on status changes: the shop's settings, the outbox and its background sender. */
@Module({
  imports: [TypeOrmModule.forFeature([SmsSettingsEntity, SmsOutboxMessageEntity])],
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
  ],
  exports: [SmsOutboxService],
})
export class SmsModule {}
