import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { AuditLogRepository } from './audit-log.repository';

/**
 * A log per shop of what its owner did that leaves nothing else to show it (a job deleted), written in
 * the action's own transaction (writeAuditEntry) and read by the owner, a page at a time.
 */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogService, AuditLogRepository],
  exports: [AuditLogRepository],
})
export class AuditLogModule {}
