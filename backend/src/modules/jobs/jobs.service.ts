import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { ERROR_CODES, WARRANTY_DAYS_DEFAULT, clientTicketCode, deviceIdProblem, fullName, normalizeDeviceId, type Currency, type HistoryAuthor, type JobDetailResponse, type JobMessageResponse, type JobResponse, type JobStatus } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { ApiException } from '../../common/http/api-exception';
import { sentFields } from '../../common/validation/if-present';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import { shopCurrency } from '../business/shop-currency';
import { ClientTotals } from '../clients/client-totals';
import { DeviceLockCipher } from '../device-locks/device-lock-cipher';
import { deviceLockOfJob, deviceLockSavedText, saveDeviceLock } from '../device-locks/device-lock-records';
import { currentEstimate } from '../estimates/estimate-records';
import { intakeOfJob, saveIntakeRecord, saveSignature, signaturesOfJob } from '../intake/intake-records';
import { jobPartLines } from '../inventory/job-part-lines';
import { jobMoney } from '../payments/job-money';
import { paymentsOfJob, recordPayment } from '../payments/payment-records';
import { queueAutoLabels } from '../printing/print-queue-sql';
import { SmsOutboxService } from '../sms/outbox/sms-outbox.service';
import type { WorkerEntity } from '../workers/entities/worker.entity';
import { newTrackingToken } from '../tracking/tracking-token';
import { recordWarrantyReturn, warrantyOriginal } from '../warranty/warranty-returns';
import { WorkersService } from '../workers/workers.service';
import { JobCounts } from './counts/job-counts';
import type { CreateJobDto } from './dto/create-job.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { describeEdits, type EditableJobFields } from './job-edits';
import { appendJobEvent, legacyAuthor, type JobActor, type JobScope } from './job-history';
import { isPersonsEntry, priceFromColumn, statusChangeText, toJobMessageResponse, toJobResponse } from './job.mapper';
import { JOB_IN_SCOPE } from './job-lock';
import { CancelReasonWithoutCancelException, JobNotFoundException } from './jobs.exceptions';
import { WorkerFigures } from './stats/worker-figures';

/** Fields of a job that its client's row (name, phone, spending) is computed from. */
const CLIENT_FIELDS = ['clientName', 'clientPhone', 'estimatedPrice'] as const;
/** Fields of a job, other than its status, that its worker's figures are computed from. */
const WORKER_FIGURE_FIELDS = ['workerId', 'estimatedPrice'] as const;

/** A job of the caller's shop as findOwned reads it: its columns and its worker's name. */
type OwnedJob = Omit<JobEntity, 'worker' | 'lastActivityAt' | 'lastReadyAt'> & { worker: Pick<WorkerEntity, 'firstName' | 'lastName'>; currency: Currency };

function editableFields(job: OwnedJob): EditableJobFields {
  const { clientName, clientPhone, deviceModel, deviceImei, deviceIdKind, deviceCode, workDescription, estimatedPrice, priority, warrantyDays } = job;
  return { clientName, clientPhone, deviceModel, deviceImei, deviceIdKind, deviceCode, workDescription, estimatedPrice, priority, warrantyDays, workerName: fullName(job.worker) };
}

/**
 * The device's identifier and kind after an edit, written as stored: an edit that sends one without the
 * other is checked against the job's own (a serial edited on a laptop's job stays a serial).
 */
function checkedDeviceId(job: Pick<JobEntity, 'deviceIdKind' | 'deviceImei'>, changes: Partial<JobEntity>): Pick<JobEntity, 'deviceIdKind' | 'deviceImei'> {
  const deviceIdKind = changes.deviceIdKind ?? job.deviceIdKind;
  const deviceImei = normalizeDeviceId(deviceIdKind, changes.deviceImei ?? job.deviceImei);
  const problem = deviceIdProblem(deviceIdKind, deviceImei);
  if (problem) throw new ApiException(HttpStatus.BAD_REQUEST, problem, ERROR_CODES.validationFailed);
  return { deviceIdKind, deviceImei };
}

@Injectable()
export class JobsService {
  constructor(
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
    @InjectRepository(JobEventEntity) private readonly events: Repository<JobEventEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workers: WorkersService,
    private readonly smsOutbox: SmsOutboxService,
    private readonly counts: JobCounts,
    private readonly clients: ClientTotals,
    private readonly workerFigures: WorkerFigures,
    private readonly deviceLockCipher: DeviceLockCipher,
    private readonly clock: Clock,
  ) {}

  async create(actor: JobActor, dto: CreateJobDto): Promise<JobResponse> {
    const businessId = requireBusinessId(actor.businessId);
    const worker = await this.workers.findAssignable(businessId, dto.workerId);
    const now = this.clock.now();
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
    };
    await this.dataSource.transaction(async (manager) => {
      const original = dto.warrantyOfJobId ? await warrantyOriginal(manager, actor, dto.warrantyOfJobId, job, now) : null;
      // Without warrantyDays the job takes the shop's default, read in the same statement.
      const [inserted] = await preparedQuery<{ warrantyDays: number }>(
        manager,
        `INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                           work_description, estimated_price, priority, tracking_token, created_at, updated_at,
                           device_id_kind, warranty_days, warranty_of_job_id, warranty_worker_id, last_activity_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, COALESCE($16, b.warranty_days), $17, $18, $14
           FROM businesses b WHERE b.id = $2
         RETURNING warranty_days AS "warrantyDays"`,
        [job.id, businessId, job.workerId, job.status, job.clientName, job.clientPhone, job.deviceModel, job.deviceImei,
          job.deviceCode, job.workDescription, job.estimatedPrice, job.priority, job.trackingToken, now,
          job.deviceIdKind, dto.warrantyDays ?? null, original?.id ?? null, original?.completerId ?? null],
      );
      job.warrantyDays = inserted?.warrantyDays ?? job.warrantyDays;
      await appendJobEvent(manager, { jobId: job.id, type: 'status', message: statusChangeText('new', { isNewJob: true }), status: 'new', createdAt: now, author: actor.author });
      if (original) await recordWarrantyReturn(manager, { id: job.id, ticketCode: clientTicketCode(job.id) }, original, actor.author, now);
      await this.smsOutbox.queueForStatus(manager, job, 'new', now);
      await this.counts.add(manager, businessId, { new: 1 });
      await this.clients.refresh(manager, businessId, [job.clientPhone]);
      await this.workerFigures.record(manager, businessId, job.id);
      // The stations that print every new job's label get it now (they hear of it when this commits).
      await queueAutoLabels(manager, { id: job.id, businessId }, actor.author, now);
      if (dto.deposit) {
        await recordPayment(manager, { ...dto.deposit, kind: 'deposit', jobId: job.id, businessId, author: actor.author }, await shopCurrency(manager, businessId), now);
      }
      if (dto.intake) await saveIntakeRecord(manager, job.id, dto.intake, now);
      if (dto.intakeSignature) {
        const { drawing, signerName } = dto.intakeSignature;
        await saveSignature(manager, { jobId: job.id, businessId, kind: 'intake', drawing, signerName: signerName || job.clientName, author: actor.author }, now);
      }
      if (dto.deviceLock) {
        await saveDeviceLock(manager, this.deviceLockCipher, job.id, dto.deviceLock, now);
        await appendJobEvent(manager, { jobId: job.id, type: 'edit', message: deviceLockSavedText(dto.deviceLock.kind, false), createdAt: now, author: actor.author });
      }
    });
    job.worker = worker;
    return toJobResponse(job);
  }

  /** `showCost`: the parts' cost prices are shown (never to a technician). */
  async detail(scope: JobScope, showCost: boolean, jobId: string): Promise<JobDetailResponse> {
    const job = await this.findOwned(scope, jobId);
    const [events, pendingSms, money, payments, parts, intake, signatures, estimate, deviceLock] = await Promise.all([
      this.events.find({ where: { jobId: job.id }, order: { seq: 'ASC' } }),
      this.smsOutbox.pendingCount(job.id),
      jobMoney(this.dataSource, job.id, showCost),
      paymentsOfJob(this.dataSource, job.id),
      jobPartLines(this.dataSource, job.id, showCost),
      intakeOfJob(this.dataSource, job.id),
      signaturesOfJob(this.dataSource, job.id),
      currentEstimate(this.dataSource, job.id),
      deviceLockOfJob(this.dataSource, job.id),
    ]);
    const unsigned = events.some((event) => event.authorId === null && isPersonsEntry(event));
    const owner = unsigned ? await legacyAuthor(this.dataSource.manager, job.businessId) : null;
    return { job: toJobResponse(job), messages: events.map((event) => toJobMessageResponse(event, owner)), pendingSms, money, payments, parts, intake, signatures, estimate, deviceLock };
  }

  /**
   * Changes only the fields sent, on the job as it is under its row lock: two edits at once (one of the
   * phone, one of the price) must both stay, and the client rows follow the phone the job really had.
   */
  async update(actor: JobActor, jobId: string, dto: UpdateJobDto): Promise<JobResponse> {
    return this.dataSource.transaction((manager) => this.edit(manager, actor, jobId, dto, actor.author));
  }

  /**
   * The edit itself, inside the caller's transaction, signed by `author` (null: the client, answering an
   * estimate from the tracking page, whose history line says so).
   */
  async edit(manager: EntityManager, scope: JobScope, jobId: string, dto: UpdateJobDto, author: HistoryAuthor | null): Promise<JobResponse> {
    const job = await this.findOwned(scope, jobId, manager);
    const before = editableFields(job);
    const previousPhone = job.clientPhone;
    const { workerId, ...fields } = dto;
    const changes: Partial<JobEntity> = sentFields(fields);
    if ('deviceImei' in changes || 'deviceIdKind' in changes) Object.assign(changes, checkedDeviceId(job, changes));
    if (workerId !== undefined && workerId !== job.workerId) {
      job.worker = await this.workers.findAssignable(job.businessId, workerId, manager);
      changes.workerId = workerId;
    }
    changes.updatedAt = this.clock.now();
    const figuresChange = WORKER_FIGURE_FIELDS.some((field) => field in changes);
    const figuresBefore = figuresChange ? await this.workerFigures.snapshot(manager, job.id) : null;
    await manager.update(JobEntity, { id: job.id }, changes);
    Object.assign(job, changes);
    if (CLIENT_FIELDS.some((field) => field in changes)) {
      await this.clients.refresh(manager, job.businessId, [previousPhone, job.clientPhone]);
    }
    if (figuresBefore) await this.workerFigures.record(manager, job.businessId, job.id, figuresBefore);
    // Each field that really changed gets its line, signed by whoever changed it.
    for (const message of describeEdits(before, editableFields(job), job.currency)) {
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message, createdAt: changes.updatedAt, author });
    }
    return toJobResponse(job);
  }

  /**
   * Moves the job to `status`. A cancellation takes its reason (kept on the job while it stays cancelled,
   * and in its history line); any other status reopens a cancelled job. A cancelled job counts in no
   * counter, client total or worker figure: all three follow it out and back in, in this transaction.
   */
  async changeStatus(actor: JobActor, jobId: string, status: JobStatus, reason?: string): Promise<{ job: JobResponse; entry: JobMessageResponse }> {
    if (reason !== undefined && status !== 'cancelled') throw new CancelReasonWithoutCancelException();
    const cancelReason = status === 'cancelled' ? (reason ?? null) : null;
    if (status === 'cancelled' && !cancelReason) throw new Error('a cancellation reached the service without its reason');
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // Under the row's lock: two changes at once must each count the job out of the status it really left.
      const job = await this.findOwned(actor, jobId, manager);
      const previous = job.status;
      const figuresBefore = await this.workerFigures.snapshot(manager, job.id);
      await this.moveToStatus(manager, job.id, status, now, actor.authorWorkerId, cancelReason);
      // Setting the status the job already has writes its line again but does not text the client twice.
      if (status !== previous) {
        await this.smsOutbox.queueForStatus(manager, job, status, now);
        await this.counts.add(manager, job.businessId, { [previous]: -1, [status]: 1 });
        // A client's row counts completed jobs' worth, and every job but the cancelled ones.
        if ([previous, status].some((changed) => changed === 'completed' || changed === 'cancelled')) {
          await this.clients.refresh(manager, job.businessId, [job.clientPhone]);
        }
      }
      // Even to the same status: completing a job again moves it to this month's completions.
      await this.workerFigures.record(manager, job.businessId, job.id, figuresBefore);
      const message = statusChangeText(status, { cancelReason, reopened: previous === 'cancelled' && status !== 'cancelled' });
      const entry = await appendJobEvent(manager, { jobId: job.id, type: 'status', message, status, createdAt: now, author: actor.author });
      const lastCompletedAt = status === 'completed' ? now : job.lastCompletedAt;
      return { job: toJobResponse({ ...job, status, updatedAt: now, lastCompletedAt, cancelReason }), entry: toJobMessageResponse(entry) };
    });
  }

  async addMessage(actor: JobActor, jobId: string, message: string): Promise<JobMessageResponse> {
    const job = await this.findOwned(actor, jobId);
    const entry = await appendJobEvent(this.dataSource.manager, { jobId: job.id, type: 'message', message, createdAt: this.clock.now(), author: actor.author });
    return toJobMessageResponse(entry);
  }

  /**
   * A job of the caller's scope, with its worker; any other id (another shop's, or another worker's for a
   * technician kept to their own jobs) is 404. Inside
   * a transaction (`manager`), the job's row stays locked until it ends. The lock is taken on the job
   * alone, then its worker joined: locking the join would re-check a job given to another worker
   * meanwhile against its former worker, and miss it.
   */
  private async findOwned({ businessId, onlyWorkerId }: JobScope, jobId: string, manager?: EntityManager): Promise<OwnedJob> {
    if (!businessId) throw new JobNotFoundException();
    const [row] = await preparedQuery<Omit<OwnedJob, 'worker' | 'estimatedPrice'> & { workerFirstName: string; workerLastName: string; estimatedPrice: string | null }>(
      manager ?? this.dataSource,
      `SELECT j.id, j.business_id AS "businessId", j.worker_id AS "workerId", j.status, j.client_name AS "clientName",
              j.client_phone AS "clientPhone", j.client_phone_key AS "clientPhoneKey", j.device_model AS "deviceModel",
              j.device_imei AS "deviceImei", j.device_code AS "deviceCode", j.work_description AS "workDescription",
              j.estimated_price AS "estimatedPrice", j.priority, j.tracking_token AS "trackingToken", j.created_at AS "createdAt",
              j.updated_at AS "updatedAt", j.ready_at AS "readyAt", j.completed_at AS "completedAt",
              j.last_completed_at AS "lastCompletedAt", j.device_id_kind AS "deviceIdKind", j.warranty_days AS "warrantyDays",
              j.warranty_of_job_id AS "warrantyOfJobId", j.cancel_reason AS "cancelReason", w.first_name AS "workerFirstName", w.last_name AS "workerLastName", b.currency
         FROM (SELECT * FROM jobs WHERE ${JOB_IN_SCOPE} ${manager ? 'FOR UPDATE' : ''}) AS j
         JOIN workers w ON w.id = j.worker_id
         JOIN businesses b ON b.id = j.business_id`,
      [jobId, businessId, onlyWorkerId],
    );
    if (!row) throw new JobNotFoundException();
    const { workerFirstName, workerLastName, estimatedPrice, ...job } = row;
    return { ...job, estimatedPrice: priceFromColumn(estimatedPrice), worker: { firstName: workerFirstName, lastName: workerLastName } };
  }

  /**
   * Sets the status, and what the statistics read: when the job first became ready or completed, when
   * it was last completed, and by which worker: a staff account's own; null when the owner completes it,
   * so that the completion counts for whoever the job is assigned to (and follows a reassignment). And
   * when it last became ready from another status, which its wait for the client counts from (setting
   * "Gati" again on a ready job does not make the device wait less).
   */
  private async moveToStatus(manager: EntityManager, jobId: string, status: JobStatus, now: Date, byWorkerId: string | null, cancelReason: string | null): Promise<void> {
    await preparedQuery(
      manager,
      `UPDATE jobs
          SET status = $2::varchar, updated_at = $3::timestamptz, cancel_reason = $5::varchar,
              ready_at = CASE WHEN $2::varchar = 'ready' THEN COALESCE(ready_at, $3::timestamptz) ELSE ready_at END,
              last_ready_at = CASE WHEN $2::varchar = 'ready' AND status <> 'ready' THEN $3::timestamptz ELSE last_ready_at END,
              completed_at = CASE WHEN $2::varchar = 'completed' THEN COALESCE(completed_at, $3::timestamptz) ELSE completed_at END,
              last_completed_at = CASE WHEN $2::varchar = 'completed' THEN $3::timestamptz ELSE last_completed_at END,
              completed_by_worker_id = CASE WHEN $2::varchar = 'completed' THEN $4::uuid ELSE completed_by_worker_id END
        WHERE id = $1`,
      [jobId, status, now, byWorkerId, cancelReason],
    );
  }
}
