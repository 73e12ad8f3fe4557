import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log';
import { DeviceLocksModule } from '../device-locks';
import { JobsModule } from '../jobs';
import { PaymentsModule } from '../payments';
import { PhotosModule } from '../photos';
import { SmsModule } from '../sms';
import { WorkersModule } from '../workers';
import { JobCreationService } from './job-creation.service';
import { JobDetailService } from './job-detail.service';
import { JobsController } from './jobs.controller';
import { JobRemovalService } from './removal/job-removal.service';

/**
 * The job whole, above its children: created with its intake, deposit, unlock code and warranty return,
 * shown with everything that belongs to it, deleted with it. The audit log comes with it: deleting a job is
 * what writes it.
 */
@Module({
  imports: [JobsModule, PaymentsModule, WorkersModule, SmsModule, DeviceLocksModule, PhotosModule, AuditLogModule],
  controllers: [JobsController],
  providers: [JobCreationService, JobDetailService, JobRemovalService],
  exports: [JobDetailService],
})
export class WholeJobsModule {}
