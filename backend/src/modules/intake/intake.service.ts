import { Injectable } from '@nestjs/common';
import type { IntakeRecordResponse, JobSignatureResponse, JobStatus } from '@repair-shop/contracts';
import { type JobActor, JobWriter } from '../jobs';
import type { IntakeRecordDto } from './dto/intake-record.dto';
import type { SignatureDto } from './dto/signature.dto';
import { IntakeSignedException, PickupNotReadyException } from './intake.exceptions';
import { hasIntakeRecord, intakeIsSigned, saveIntakeRecord, saveSignature } from './intake.repository';

/** A device is signed for at pickup once it is ready, handed over, or given back unrepaired or after a cancellation. */
const PICKUP_STATUSES: readonly JobStatus[] = ['ready', 'completed', 'not_repairable', 'cancelled'];

/** The intake record of a job added without one (or changed before the client signs), and the signatures taken later. */
@Injectable()
export class IntakeService {
  constructor(private readonly writer: JobWriter) {}

  async saveRecord(actor: JobActor, jobId: string, dto: IntakeRecordDto): Promise<IntakeRecordResponse> {
    return this.writer.change(actor, jobId, async (unit) => {
      const { manager, job, now } = unit;
      if (await intakeIsSigned(manager, job.id)) throw new IntakeSignedException();
      const existing = await hasIntakeRecord(manager, job.id);
      const saved = await saveIntakeRecord(manager, job.id, dto, now);
      const message = existing
        ? 'Gjendja e pajisjes në pranim u ndryshua.'
        : 'Gjendja e pajisjes në pranim u regjistrua.';
      await unit.history({ type: 'edit', message, author: actor.author });
      return saved;
    });
  }

  async sign(actor: JobActor, jobId: string, dto: SignatureDto): Promise<JobSignatureResponse> {
    return this.writer.change(actor, jobId, async ({ manager, job, now }) => {
      if (dto.kind === 'pickup' && !PICKUP_STATUSES.includes(job.status)) throw new PickupNotReadyException();
      const signerName = dto.signerName || job.clientName;
      return saveSignature(
        manager,
        {
          jobId: job.id,
          businessId: job.businessId,
          kind: dto.kind,
          drawing: dto.drawing,
          signerName,
          author: actor.author,
        },
        now,
      );
    });
  }
}
