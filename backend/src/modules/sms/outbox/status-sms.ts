import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobWriteHooks } from '../../jobs';
import { SmsOutboxService } from './sms-outbox.service';

/** Texts a job's client the status it reached, in the writer's transaction: the message exists exactly when the change does. */
@Injectable()
export class StatusSms implements OnModuleInit {
  constructor(
    private readonly hooks: JobWriteHooks,
    private readonly outbox: SmsOutboxService,
  ) {}

  onModuleInit(): void {
    this.hooks.onStatusReached((manager, job, now) => this.outbox.queueForStatus(manager, job, job.status, now));
  }
}
