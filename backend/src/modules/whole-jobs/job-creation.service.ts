import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { WARRANTY_DAYS_DEFAULT, clientTicketCode, deviceFamily, type JobResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { requireBusinessId } from '../business';
import { DeviceLockCipher, deviceLockSavedText, saveDeviceLock } from '../device-locks';
import { saveIntakeRecord, saveSignature } from '../intake';
import {
  JobCategorySuggester,
  JobWriter,
  insertJob,
  newTrackingToken,
  statusChangeText,
  toJobResponse,
  type JobActor,
  type JobEntity,
} from '../jobs';
import { FiscalDocumentsService } from '../fiscal';
import { PaymentRecorder } from '../payments';
import { recordWarrantyReturn, warrantyOriginal, type WarrantyOriginal } from '../warranty';
import { WorkersService } from '../workers';
import type { CreateJobDto } from './dto/create-job.dto';

/**
 * Creates a job with what the new job dialog sends along (its intake record and signature, a deposit,
 * the unlock code, the job a warranty return returns), all in the writer's one creation transaction.
 */
@Injectable()
export class JobCreationService {
  constructor(
    private readonly workers: WorkersService,
    private readonly writer: JobWriter,
    private readonly deviceLockCipher: DeviceLockCipher,
    private readonly payments: PaymentRecorder,
    private readonly fiscalDocuments: FiscalDocumentsService,
    private readonly clock: Clock,
    private readonly categories: JobCategorySuggester,
  ) {}

  async create(actor: JobActor, dto: CreateJobDto): Promise<JobResponse> {
    const businessId = requireBusinessId(actor.businessId);
    const worker = await this.workers.findAssignable(businessId, dto.workerId);
    const now = this.clock.now();
    const category = dto.category ?? (await this.categories.suggest(businessId, dto.workDescription));
    const job: JobEntity = {
      id: randomUUID(),
      businessId,
      workerId: worker.id,
      status: 'new',
      clientName: dto.clientName,
      clientPhone: dto.clientPhone,
      clientPhoneKey: '',
      deviceModel: dto.deviceModel,
      deviceImei: dto.deviceImei,
      deviceIdKind: dto.deviceIdKind ?? 'imei',
      deviceCode: dto.deviceCode,
      workDescription: dto.workDescription,
      estimatedPrice: dto.estimatedPrice ?? null,
      priority: dto.priority ?? 'normal',
      trackingToken: newTrackingToken(),
      createdAt: now,
      updatedAt: now,
      readyAt: null,
      completedAt: null,
      lastCompletedAt: null,
      lastActivityAt: now,
      lastReadyAt: null,
      warrantyDays: dto.warrantyDays ?? WARRANTY_DAYS_DEFAULT,
      warrantyOfJobId: dto.warrantyOfJobId ?? null,
      cancelReason: null,
      category,
      categorySource: dto.category ? 'chosen' : 'suggested',
      deviceFamily: deviceFamily(dto.deviceModel),
    };
    let depositDocumentId: string | null = null;
    // The job a warranty return returns, checked in the creation's transaction before the new row is written.
    const warranty: { original: WarrantyOriginal | null } = { original: null };
    const insert = async (manager: EntityManager) => {
      const { original } = warranty;
      const warrantyDays = await insertJob(manager, job, {
        warrantyDays: dto.warrantyDays ?? null,
        warrantyOf: original,
      });
      job.warrantyDays = warrantyDays ?? job.warrantyDays;
      return { jobId: job.id, businessId };
    };
    await this.writer.create(
      async (manager) => {
        if (dto.warrantyOfJobId)
          warranty.original = await warrantyOriginal(manager, actor, dto.warrantyOfJobId, job, now);
        return insert(manager);
      },
      actor.author,
      async (unit) => {
        const { manager } = unit;
        await unit.history({
          type: 'status',
          message: statusChangeText('new', { isNewJob: true }),
          status: 'new',
          author: actor.author,
        });
        if (dto.category) await this.categories.learn(manager, businessId, job.workDescription, dto.category);
        const { original } = warranty;
        if (original)
          await recordWarrantyReturn(
            manager,
            { id: job.id, ticketCode: clientTicketCode(job.id) },
            original,
            actor.author,
            now,
          );
        if (dto.deposit) {
          const deposit = await this.payments.record(
            manager,
            { ...dto.deposit, kind: 'deposit', jobId: job.id, businessId, author: actor.author },
            now,
          );
          depositDocumentId = deposit.fiscalDocumentId;
        }
        if (dto.intake) await saveIntakeRecord(manager, job.id, dto.intake, now);
        if (dto.intakeSignature) {
          const { drawing, signerName } = dto.intakeSignature;
          await saveSignature(
            manager,
            {
              jobId: job.id,
              businessId,
              kind: 'intake',
              drawing,
              signerName: signerName || job.clientName,
              author: actor.author,
            },
            now,
          );
        }
        if (dto.deviceLock) {
          await saveDeviceLock(manager, this.deviceLockCipher, job.id, dto.deviceLock, now);
          await unit.history({
            type: 'edit',
            message: deviceLockSavedText(dto.deviceLock.kind, false),
            author: actor.author,
          });
        }
      },
      now,
    );
    // The deposit's fiscal document goes to the tax office once the job exists; the job's page shows how it went.
    await this.fiscalDocuments.sendIssued(businessId, depositDocumentId);
    job.worker = worker;
    return toJobResponse(job);
  }
}
