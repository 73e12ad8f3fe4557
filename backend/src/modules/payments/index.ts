// The payments module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { PaymentsModule } from './payments.module';
export { paymentsOfJob } from './payments.repository';
export { PaymentRecorder } from './payment-recorder';
export { fiscalLinesOf } from './fiscal-lines.repository';
export { jobBalanceSql, jobMoney, jobTotalSql, keptAmountSql, paidOnJobSql } from './job-money.repository';
export { DepositDto } from './dto/payment.dto';
