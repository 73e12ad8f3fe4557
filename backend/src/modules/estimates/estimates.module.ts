import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { SmsModule } from '../sms';
import { EstimateAnswersController } from './estimate-answers.controller';
import { EstimatesController } from './estimates.controller';
import { EstimatesService } from './estimates.service';

/** Estimates the shop sends and the client answers from the tracking page. */
@Module({
  imports: [JobsModule, SmsModule],
  controllers: [EstimatesController, EstimateAnswersController],
  providers: [EstimatesService],
})
export class EstimatesModule {}
