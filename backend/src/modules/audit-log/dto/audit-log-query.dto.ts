import { PageQueryDto } from '../../../common/paging/page-query.dto';

/** GET /audit-log: the page (limit 1–100, default 50). */
export class AuditLogQueryDto extends PageQueryDto {}
