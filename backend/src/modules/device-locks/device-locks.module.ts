import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import { DeviceLockCipher } from './device-lock-cipher';
import { DeviceLockSweeper } from './device-lock-sweeper';
import { DeviceLocksController } from './device-locks.controller';
import { DeviceLocksService } from './device-locks.service';

/** Devices' unlock codes: encrypted at rest, shown on request with a trace, wiped after the job is done. */
@Module({
  imports: [JobWriteModule],
  controllers: [DeviceLocksController],
  providers: [DeviceLockCipher, DeviceLocksService, DeviceLockSweeper],
  // The whole-jobs module saves a code sent with a new job, in the job's own transaction.
  exports: [DeviceLockCipher],
})
export class DeviceLocksModule {}
