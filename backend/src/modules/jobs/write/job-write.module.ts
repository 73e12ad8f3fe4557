import { Module } from '@nestjs/common';
import { JobCounts } from '../counts/job-counts.repository';
import { KeptFigures } from '../counts/kept-figures.repository';
import { WorkerFigures } from '../stats/worker-figures.repository';
import { JobWriteHooks } from './job-write-hooks';
import { JobWriter } from './job-writer';

/**
 * The one write path of a job (JobWriter), the figures it keeps and the hooks it calls, in a module of
 * their own so that every module that writes to a job (payments, parts, photos, ...) imports it without
 * importing the jobs'.
 */
@Module({
  providers: [JobWriter, JobCounts, WorkerFigures, KeptFigures, JobWriteHooks],
  exports: [JobWriter, JobCounts, WorkerFigures, JobWriteHooks],
})
export class JobWriteModule {}
