import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkersModule } from '../workers';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { JobCategorySuggester } from './categories/job-category-suggester';
import { JobsService } from './jobs.service';
import { JobListService } from './list/job-list.service';
import { StatsController } from './stats/stats.controller';
import { StatsService } from './stats/stats.service';
import { JobWriteModule } from './write/job-write.module';

/**
 * The job aggregate's core, below its children: the job's row, history, list, counts and statistics, and
 * the one write path. It imports none of its children; what they add to a write they register as hooks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobEventEntity]), WorkersModule, JobWriteModule],
  controllers: [StatsController],
  providers: [JobsService, JobListService, StatsService, JobCategorySuggester],
  exports: [JobWriteModule, JobsService, JobListService, JobCategorySuggester],
})
export class JobsModule {}
