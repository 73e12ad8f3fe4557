import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { JobPartsController } from './job-parts.controller';
import { JobPartsService } from './job-parts.service';
import { PartsController } from './parts.controller';
import { PartsService } from './parts.service';

/** Parts in stock and the parts used on jobs (which count in the jobs' figures and their clients'). */
@Module({
  imports: [JobsModule],
  controllers: [PartsController, JobPartsController],
  providers: [PartsService, JobPartsService],
})
export class InventoryModule {}
