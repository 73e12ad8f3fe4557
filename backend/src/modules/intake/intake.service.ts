import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { IntakeRecordResponse, JobSignatureResponse, JobStatus } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { appendJobEvent, type JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import type { IntakeRecordDto } from './dto/intake-record.dto';
import type { SignatureDto } from './dto/signature.dto';
import { IntakeSignedException, PickupNotReadyException } from './intake.exceptions';
import { intakeIsSigned, saveIntakeRecord, saveSignature } from './intake-records';

/** A device is signed for at pickup once it is ready, handed over, or given back unrepaired or after a cancellation. */
const PICKUP_STATUSES: readonly JobStatus[] = ['ready', 'completed', 'not_repairable', 'cancelled'];

/** The intake record of a job added without one (or changed before the client signs), and the signatures taken later. */
@Injectable()
export class IntakeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async saveRecord(actor: JobActor, jobId: string, dto: IntakeRecordDto): Promise<IntakeRecordResponse> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      if (await intakeIsSigned(manager, job.id)) throw new IntakeSignedException();
      const [existing] = await preparedQuery<{ one: number }>(manager, `SELECT 1 AS one FROM job_intakes WHERE job_id = $1`, [job.id]);
      const now = this.clock.now();
      const saved = await saveIntakeRecord(manager, job.id, dto, now);
      const message = existing ? 'Gjendja e pajisjes në pranim u ndryshua.' : 'Gjendja e pajisjes në pranim u regjistrua.';
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message, createdAt: now, author: actor.author });
      return saved;
    });
  }

  async sign(actor: JobActor, jobId: string, dto: SignatureDto): Promise<JobSignatureResponse> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const [row] = await preparedQuery<{ status: JobStatus; clientName: string }>(
        manager,
        `SELECT status, client_name AS "clientName" FROM jobs WHERE id = $1`,
        [job.id],
      );
      if (dto.kind === 'pickup' && row && !PICKUP_STATUSES.includes(row.status)) throw new PickupNotReadyException();
      const signerName = dto.signerName || row?.clientName || '';
      return saveSignature(manager, { jobId: job.id, businessId: job.businessId, kind: dto.kind, drawing: dto.drawing, signerName, author: actor.author }, this.clock.now());
    });
  }
}
