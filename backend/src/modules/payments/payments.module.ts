import { Module } from '@nestjs/common';
import { FiscalModule } from '../fiscal';
import { JobWriteModule } from '../jobs';
import { PaymentRecorder } from './payment-recorder';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

/** Payments taken on jobs, their fiscal documents, and what each job's client owes. */
@Module({
  imports: [JobWriteModule, FiscalModule],
  controllers: [PaymentsController],
  providers: [PaymentsService, PaymentRecorder],
  exports: [PaymentRecorder, FiscalModule],
})
export class PaymentsModule {}
