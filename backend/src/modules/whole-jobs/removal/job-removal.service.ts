import { Injectable, Logger } from '@nestjs/common';
import { PHOTO_VARIANTS, clientTicketCode, type AuditLogEntryResponse } from '@repair-shop/contracts';
import { writeAuditEntry } from '../../audit-log';
import { photoFileKey, PhotoStorage } from '../../photos';
import { type JobActor, JobWriter } from '../../jobs';
import { deletedJobText } from './deleted-job-text';
import { deleteJobRow, deletePhotoRows, deletedJob, restockParts, whatMustStay } from './job-removal.repository';
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
    private readonly writer: JobWriter,
    private readonly photoStorage: PhotoStorage,
  ) {}

  async remove(actor: JobActor, jobId: string): Promise<AuditLogEntryResponse> {
    const { auditEntry, photoKeys } = await this.writer.change(actor, jobId, async (unit) => {
      const { manager, now } = unit;
      const job = await deletedJob(manager, unit.job.id);
      const kept = await whatMustStay(manager, job.id);
      if (kept.paid) throw new JobHasPaymentsException();
      if (kept.returnId) throw new JobHasWarrantyReturnException(clientTicketCode(kept.returnId));
      const restocked = await restockParts(manager, job, actor.author, now);
      const photos = await deletePhotoRows(manager, job.id);
      await deleteJobRow(manager, job.id);
      const ticketCode = clientTicketCode(job.id);
      if (job.warrantyOfJobId) {
        const message = `Puna #${ticketCode}, kthimi në garanci i kësaj pune, u fshi nga ${actor.author.name}.`;
        await unit.history({ jobId: job.warrantyOfJobId, type: 'edit', message, author: actor.author });
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
      await this.photoStorage
        .remove(files)
        .catch((error: unknown) =>
          this.logger.warn(`Photo files of deleted job ${jobId} left behind: ${String(error)}`),
        );
    }
    return auditEntry;
  }
}
