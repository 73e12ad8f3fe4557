import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { JobPartsController } from './job-parts.controller';
import { JobPartsService } from './job-parts.service';
import { PartsController } from './parts.controller';
import { PartsService } from './parts.service';
import { ProductUnitsController } from './product-units.controller';
import { ProductUnitsService } from './product-units.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { StockController } from './stock.controller';
import { StockService } from './stock.service';

/**
 * The shop's one stock (parts for repairs and products for sale), its movements, receipts and counts, and the
 * parts used on jobs (which count in the jobs' figures and their clients').
 */
@Module({
  imports: [JobsModule],
  controllers: [PartsController, ProductsController, ProductUnitsController, StockController, JobPartsController],
  providers: [PartsService, ProductsService, ProductUnitsService, StockService, JobPartsService],
})
export class InventoryModule {}
