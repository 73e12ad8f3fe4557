import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import { SmsModule } from '../sms';
import { AttentionController } from './attention.controller';
import { AttentionService } from './attention.service';
import { ClientMessagesController } from './client-messages.controller';
import { ClientMessagesService } from './client-messages.service';
import { WaitingJobsRepository } from './waiting-jobs.repository';

/** The shop writing to its clients itself (Viber, WhatsApp, reminder SMS), and the jobs that wait too long for it. */
@Module({
  imports: [SmsModule, JobWriteModule],
  controllers: [AttentionController, ClientMessagesController],
  providers: [ClientMessagesService, AttentionService, WaitingJobsRepository],
})
export class ClientMessagesModule {}
