import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import { PaymentsModule } from '../payments';
import { SaleReader } from './sale-reader.service';
import { SaleReturnsService } from './sale-returns.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

/** Counter sales and their returns: products, serialized units, ready repairs' balances and quick lines, paid once. */
@Module({
  imports: [JobWriteModule, PaymentsModule],
  controllers: [SalesController],
  providers: [SalesService, SaleReturnsService, SaleReader],
  exports: [SaleReader],
})
export class SalesModule {}
