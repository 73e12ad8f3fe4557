import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';

/** What protects the shop in a dispute: the device's condition at intake and the client's signatures. */
@Module({
  imports: [JobWriteModule],
  controllers: [IntakeController],
  providers: [IntakeService],
})
export class IntakeModule {}
