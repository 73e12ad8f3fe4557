import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BusinessModule } from '../business/business.module';
import { JobsModule } from '../jobs/jobs.module';
import { JobPrintController } from './job-print.controller';
import { PrintNotifier } from './print-notifier';
import { PrintQueueService } from './print-queue.service';
import { PrintStationsController } from './print-stations.controller';
import { PrintStationsService } from './print-stations.service';
import { StationController } from './station.controller';

/** Print stations at the counter, and the documents anyone in the shop sends to them. */
@Module({
  imports: [AuthModule, JobsModule, BusinessModule],
  controllers: [PrintStationsController, JobPrintController, StationController],
  providers: [PrintStationsService, PrintQueueService, PrintNotifier],
  exports: [PrintNotifier],
})
export class PrintingModule {}
