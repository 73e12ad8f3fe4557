// The intake module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { IntakeModule } from './intake.module';
export { intakeOfJob, saveIntakeRecord, saveSignature, signaturesOfJob } from './intake.repository';
export { IntakeRecordDto } from './dto/intake-record.dto';
export { DrawnSignatureDto } from './dto/signature.dto';
