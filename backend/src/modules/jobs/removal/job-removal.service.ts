import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PHOTO_VARIANTS, clientTicketCode, type AuditLogEntryResponse } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { preparedQuery } from '../../../database/prepared-queries';
import { writeAuditEntry } from '../../audit-log/audit-log-records';
import { ClientTotals } from '../../clients/client-totals';
import { photoFileKey } from '../../photos/photo-records';
import { PhotoStorage } from '../../photos/storage/photo-storage';
import { JobCounts } from '../counts/job-counts';
import { appendJobEvent, type JobActor } from '../job-history';
import { JOB_IN_SCOPE } from '../job-lock';
import { JobNotFoundException } from '../jobs.exceptions';
import { WorkerFigures } from '../stats/worker-figures';
import { deletedJobText, type DeletedJob, type RestockedPart } from './deleted-job-text';
import { JobHasPaymentsException, JobHasWarrantyReturnException } from './job-removal.exceptions';

/**
 * Deletes a job entered by mistake (the owner's call), with everything that belongs to it alone, in one
 * transaction under the job's row lock: its history, intake record and signatures, estimates, device
 * lock, SMS not yet sent and print queue entries go with it (their foreign keys cascade), its parts go
 * back to stock, its photos' rows and files are removed, and the kept figures (status counts, the
 * client's row, the worker's figures) lose it exactly. Money is never deleted: a job with payments is
 * refused (cancel it instead); so is one a warranty return points at, the proof of that repair. The
 * audit log keeps, in words, what was deleted and by whom.
 */
@Injectable()
export class JobRemovalService {
  private readonly logger = new Logger('JobRemoval');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counts: JobCounts,
    private readonly clients: ClientTotals,
    private readonly workerFigures: WorkerFigures,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async remove(actor: JobActor, jobId: string): Promise<AuditLogEntryResponse> {
    const { auditEntry, photoKeys } = await this.dataSource.transaction(async (manager) => {
      const job = await this.lockJob(manager, actor, jobId);
      await this.refuseWhatMustStay(manager, job);
      const now = this.clock.now();
      const figuresBefore = await this.workerFigures.snapshot(manager, job.id);
      const restocked = await this.restockParts(manager, job, now);
      const photos = await preparedQuery<{ storageKey: string }>(manager, `DELETE FROM job_photos WHERE job_id = $1 RETURNING storage_key AS "storageKey"`, [job.id]);
      await preparedQuery(manager, `DELETE FROM jobs WHERE id = $1`, [job.id]);
      await this.counts.add(manager, job.businessId, { [job.status]: -1 });
      await this.clients.refresh(manager, job.businessId, [job.clientPhone]);
      await this.workerFigures.record(manager, job.businessId, job.id, figuresBefore);
      const ticketCode = clientTicketCode(job.id);
      if (job.warrantyOfJobId) {
        const message = `Puna #${ticketCode}, kthimi në garanci i kësaj pune, u fshi nga ${actor.author.name}.`;
        await appendJobEvent(manager, { jobId: job.warrantyOfJobId, type: 'edit', message, createdAt: now, author: actor.author });
      }
      const auditEntry = await writeAuditEntry(manager, {
        businessId: job.businessId,
        action: 'job_deleted',
        author: actor.author,
        subjectId: job.id,
        subject: `Puna #${ticketCode}`,
        details: deletedJobText(job, restocked, photos.length),
        createdAt: now,
      });
      return { auditEntry, photoKeys: photos.map((photo) => photo.storageKey) };
    });
    // After the rows are gone: a file a failure leaves here is unused space, never a photo shown without its row.
    const files = photoKeys.flatMap((key) => PHOTO_VARIANTS.map((variant) => photoFileKey(key, variant)));
    if (files.length > 0) {
      await this.photoStorage.remove(files).catch((error: unknown) => this.logger.warn(`Photo files of deleted job ${jobId} left behind: ${String(error)}`));
    }
    return auditEntry;
  }

  /** The job of the caller's scope, locked until the transaction ends, with what the audit log tells of it; 404 otherwise. */
  private async lockJob(manager: EntityManager, { businessId, onlyWorkerId }: JobActor, jobId: string): Promise<DeletedJob & { businessId: string }> {
    if (!businessId) throw new JobNotFoundException();
    const [job] = await preparedQuery<DeletedJob & { businessId: string }>(
      manager,
      `SELECT j.id, j.business_id AS "businessId", j.status, j.client_name AS "clientName", j.client_phone AS "clientPhone",
              j.device_model AS "deviceModel", j.device_imei AS "deviceImei", j.device_id_kind AS "deviceIdKind",
              j.estimated_price AS "estimatedPrice", j.parts_sale AS "partsSale", j.created_at AS "createdAt",
              j.cancel_reason AS "cancelReason", j.warranty_of_job_id AS "warrantyOfJobId",
              w.first_name AS "workerFirstName", w.last_name AS "workerLastName", b.currency
         FROM (SELECT * FROM jobs WHERE ${JOB_IN_SCOPE} FOR UPDATE) AS j
         JOIN workers w ON w.id = j.worker_id
         JOIN businesses b ON b.id = j.business_id`,
      [jobId, businessId, onlyWorkerId],
    );
    if (!job) throw new JobNotFoundException();
    return job;
  }

  /**
   * Money records are never deleted, and a warranty return needs the job it returns. Both are checked
   * under the job's lock: a payment is taken, and a return written, only under it (or its key-share lock).
   */
  private async refuseWhatMustStay(manager: EntityManager, job: { id: string }): Promise<void> {
    const [found] = await preparedQuery<{ paid: boolean; returnId: string | null }>(
      manager,
      `SELECT EXISTS (SELECT 1 FROM payments WHERE job_id = $1) AS paid,
              (SELECT id FROM jobs WHERE warranty_of_job_id = $1 ORDER BY created_at, id LIMIT 1) AS "returnId"`,
      [job.id],
    );
    if (found?.paid) throw new JobHasPaymentsException();
    if (found?.returnId) throw new JobHasWarrantyReturnException(clientTicketCode(found.returnId));
  }

  /**
   * Takes the job's parts off it and puts them back in stock; each part's row is locked in the order of
   * its id, after the job's, as every writer of parts does (job first, then parts).
   */
  private async restockParts(manager: EntityManager, job: { id: string }, now: Date): Promise<RestockedPart[]> {
    const used = await preparedQuery<{ partId: string }>(manager, `SELECT DISTINCT part_id AS "partId" FROM job_parts WHERE job_id = $1`, [job.id]);
    if (used.length === 0) return [];
    await preparedQuery(manager, `SELECT id FROM parts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [used.map((line) => line.partId)]);
    return preparedQuery<RestockedPart>(
      manager,
      `WITH removed AS (DELETE FROM job_parts WHERE job_id = $1 RETURNING part_id, name, quantity),
            back AS (SELECT part_id, MIN(name) AS name, SUM(quantity)::int AS quantity FROM removed GROUP BY part_id)
       UPDATE parts p SET quantity = p.quantity + back.quantity, updated_at = $2
         FROM back WHERE p.id = back.part_id
       RETURNING back.name, back.quantity`,
      [job.id, now],
    );
  }
}
