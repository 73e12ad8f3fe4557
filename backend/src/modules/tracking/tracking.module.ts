import { Module } from '@nestjs/common';
import { TrackingController } from './tracking.controller';
import { TrackingService } from './tracking.service';
import { TrackedJobsRepository } from './tracked-jobs.repository';

@Module({
  controllers: [TrackingController],
  providers: [TrackingService, TrackedJobsRepository],
})
export class TrackingModule {}
