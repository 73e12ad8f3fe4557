import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobWriteHooks } from '../jobs';
import { queueAutoLabels } from './print-jobs.repository';

/** Queues a new job's label at every station that prints one for each new job, in the creation's transaction. */
@Injectable()
export class AutoLabels implements OnModuleInit {
  constructor(private readonly hooks: JobWriteHooks) {}

  onModuleInit(): void {
    this.hooks.onJobCreated((manager, job, author, now) => queueAutoLabels(manager, job, author, now));
  }
}
