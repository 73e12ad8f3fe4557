import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module';
import { AttentionController } from './attention.controller';
import { AttentionService } from './attention.service';
import { ClientMessagesController } from './client-messages.controller';
import { ClientMessagesService } from './client-messages.service';

/** The shop writing to its clients itself (Viber, WhatsApp, reminder SMS), and the jobs that wait too long for it. */
@Module({
  imports: [SmsModule],
  controllers: [AttentionController, ClientMessagesController],
  providers: [ClientMessagesService, AttentionService],
})
export class ClientMessagesModule {}
