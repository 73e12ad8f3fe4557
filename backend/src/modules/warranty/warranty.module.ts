import { Module } from '@nestjs/common';
import { DeviceHistoryController } from './device-history.controller';
import { DeviceHistoryService } from './device-history.service';

/** A device's and a client's earlier jobs; the warranty returns themselves are linked as jobs are added. */
@Module({
  controllers: [DeviceHistoryController],
  providers: [DeviceHistoryService],
})
export class WarrantyModule {}
