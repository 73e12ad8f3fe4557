import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { JobsModule } from '../jobs/jobs.module';
import { JobPartsController } from './job-parts.controller';
import { JobPartsService } from './job-parts.service';
import { PartsController } from './parts.controller';
import { PartsService } from './parts.service';

/** Parts in stock and the parts used on jobs (which count in the jobs' figures and their clients'). */
@Module({
  imports: [JobsModule, ClientsModule],
  controllers: [PartsController, JobPartsController],
  providers: [PartsService, JobPartsService],
})
export class InventoryModule {}
