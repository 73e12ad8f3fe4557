import { Module } from '@nestjs/common';
import { JobPartsController } from './job-parts.controller';
import { JobPartsService } from './job-parts.service';
import { PartsController } from './parts.controller';
import { PartsService } from './parts.service';

/** Parts in stock and the parts used on jobs. */
@Module({
  controllers: [PartsController, JobPartsController],
  providers: [PartsService, JobPartsService],
  exports: [JobPartsService],
})
export class InventoryModule {}
