import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients/clients.module';
import { DeviceLocksModule } from '../device-locks/device-locks.module';
import { SmsModule } from '../sms/sms.module';
import { WorkersModule } from '../workers/workers.module';
import { JobCounts } from './counts/job-counts';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobListService } from './list/job-list.service';
import { StatsController } from './stats/stats.controller';
import { StatsService } from './stats/stats.service';
import { WorkerFigures } from './stats/worker-figures';

@Module({
  imports: [TypeOrmModule.forFeature([JobEntity, JobEventEntity]), WorkersModule, SmsModule, ClientsModule, DeviceLocksModule],
  controllers: [JobsController, StatsController],
  providers: [JobsService, JobListService, JobCounts, WorkerFigures, StatsService],
  exports: [WorkerFigures, JobCounts, JobsService],
})
export class JobsModule {}
