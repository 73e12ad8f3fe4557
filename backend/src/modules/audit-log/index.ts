// The audit log module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { AuditLogModule } from './audit-log.module';
export { AuditLogRepository, writeAuditEntry, type NewAuditEntry } from './audit-log.repository';
