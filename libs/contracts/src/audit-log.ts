import type { HistoryAuthor, SuccessResponse } from './common';

/**
 * What the shop's audit log records, as wire values: a job entered by mistake and deleted by the owner.
 * Other actions are added here (and to the table's check) as they come.
 */
export const AUDIT_ACTIONS = ['job_deleted'] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each action reads in the Business tab's log (Albanian, said of the person who did it). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  job_deleted: 'Fshiu një punë',
};

/** One line of GET /audit-log (owner only, newest first, paged; the total in X-Total-Count). */
export interface AuditLogEntryResponse {
  id: string;
  action: AuditAction;
  /** Who did it, as they were named then. */
  author: HistoryAuthor;
  createdAt: string;
  /** What it was done to, in a few words: "Puna #A1B2C3". */
  subject: string;
  /** What was deleted or changed, written for a person to read (client, phone, device, status, dates, price). */
  details: string;
}

/** DELETE /jobs/:id: the job is gone; the answer carries the line the audit log kept of it. */
export interface JobDeletedResponse extends SuccessResponse {
  auditEntry: AuditLogEntryResponse;
}
