import { Module } from '@nestjs/common';
import { JobWriteModule } from '../jobs';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

/** Payments taken on jobs and what each job's client owes. */
@Module({
  imports: [JobWriteModule],
  controllers: [PaymentsController],
  providers: [PaymentsService],
})
export class PaymentsModule {}
