import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { ClientsModule } from '../clients/clients.module';
import { DeviceLocksModule } from '../device-locks/device-locks.module';
import { PhotosModule } from '../photos/photos.module';
import { SmsModule } from '../sms/sms.module';
import { WorkersModule } from '../workers/workers.module';
import { JobCounts } from './counts/job-counts';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobListService } from './list/job-list.service';
import { JobRemovalService } from './removal/job-removal.service';
import { StatsController } from './stats/stats.controller';
import { StatsService } from './stats/stats.service';
import { WorkerFigures } from './stats/worker-figures';

@Module({
  // The audit log's module comes with the jobs': deleting a job is what writes it.
  imports: [TypeOrmModule.forFeature([JobEntity, JobEventEntity]), WorkersModule, SmsModule, ClientsModule, DeviceLocksModule, PhotosModule, AuditLogModule],
  controllers: [JobsController, StatsController],
  providers: [JobsService, JobListService, JobRemovalService, JobCounts, WorkerFigures, StatsService],
  exports: [WorkerFigures, JobCounts, JobsService],
})
export class JobsModule {}
