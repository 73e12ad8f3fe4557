import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditLogEntryResponse, HistoryAuthor } from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';

/** A line for the shop's audit log: who did what, to what, told for a person to read. */
export interface NewAuditEntry {
  businessId: string;
  action: AuditAction;
  author: HistoryAuthor;
  /** The row the action was about (a deleted job's id), kept without a foreign key. */
  subjectId: string | null;
  subject: string;
  details: string;
  createdAt: Date;
}

interface AuditRow {
  id: string;
  action: AuditAction;
  authorId: string;
  authorName: string;
  subject: string;
  details: string;
  createdAt: Date;
}

const COLUMNS = `id, action, author_id AS "authorId", author_name AS "authorName", subject, details, created_at AS "createdAt"`;

function toResponse(row: AuditRow): AuditLogEntryResponse {
  return {
    id: row.id,
    action: row.action,
    author: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    subject: row.subject,
    details: row.details,
  };
}

/**
 * Writes the line in the caller's transaction, so that it is there exactly when what it tells happened.
 * A function of its own for the job aggregate's writers, which call it without injecting the repository.
 */
export async function writeAuditEntry(manager: EntityManager, entry: NewAuditEntry): Promise<AuditLogEntryResponse> {
  const [row] = await preparedQuery<AuditRow>(
    manager,
    `INSERT INTO audit_log (id, business_id, action, author_id, author_name, subject_id, subject, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      entry.businessId,
      entry.action,
      entry.author.id,
      entry.author.name,
      entry.subjectId,
      entry.subject,
      entry.details,
      entry.createdAt,
    ],
  );
  if (!row) throw new Error('the audit line was not written');
  return toResponse(row);
}

/** audit_log: a line per action of a shop's owner that leaves nothing else to show it. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  write(manager: EntityManager, entry: NewAuditEntry): Promise<AuditLogEntryResponse> {
    return writeAuditEntry(manager, entry);
  }

  /** One page of the shop's log, newest first (audit_log_business_idx), and how many lines it has. */
  async page(
    businessId: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: AuditLogEntryResponse[]; total: number }> {
    const params = new SqlParams();
    params.add(businessId);
    const [rows, [count]] = await Promise.all([
      preparedQuery<AuditRow>(
        this.dataSource,
        `SELECT ${COLUMNS} FROM audit_log WHERE business_id = $1 ORDER BY created_at DESC, seq DESC ${pageClause(page, params)}`,
        params.values,
      ),
      preparedQuery<{ total: number }>(
        this.dataSource,
        `SELECT COUNT(*)::int AS total FROM audit_log WHERE business_id = $1`,
        [businessId],
      ),
    ]);
    return { items: rows.map(toResponse), total: count?.total ?? 0 };
  }
}
