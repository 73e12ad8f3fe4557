import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { BusinessModule } from '../business';
import { FiscalModule } from '../fiscal';
import { JobWriteModule } from '../jobs';
import { SalesModule } from '../sales';
import { WholeJobsModule } from '../whole-jobs';
import { AutoLabels } from './auto-labels';
import { JobPrintController } from './job-print.controller';
import { PrintNotifier } from './print-notifier';
import { PrintQueueService } from './print-queue.service';
import { PrintStationsController } from './print-stations.controller';
import { PrintStationsService } from './print-stations.service';
import { SalePrintController } from './sale-print.controller';
import { StationController } from './station.controller';

/**
 * Print stations at the counter, and the documents anyone in the shop sends to them. It sits above the
 * job whole: a station prints from the job's detail.
 */
@Module({
  imports: [AuthModule, JobWriteModule, WholeJobsModule, BusinessModule, FiscalModule, SalesModule],
  controllers: [PrintStationsController, JobPrintController, SalePrintController, StationController],
  providers: [PrintStationsService, PrintQueueService, PrintNotifier, AutoLabels],
  exports: [PrintNotifier],
})
export class PrintingModule {}
