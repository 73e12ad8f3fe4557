import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import type { JobDetailResponse, JobMessageResponse, JobResponse, JobStatus } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import { ClientTotals } from '../clients/client-totals';
import { SmsOutboxService } from '../sms/outbox/sms-outbox.service';
import { WorkersService } from '../workers/workers.service';
import { JobCounts } from './counts/job-counts';
import type { CreateJobDto } from './dto/create-job.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { appendJobEvent } from './job-history';
import { statusChangeText, toJobMessageResponse, toJobResponse } from './job.mapper';
import { JobNotFoundException } from './jobs.exceptions';

/** Fields of a job that its client's row (name, phone, spending) is computed from. */
const CLIENT_FIELDS = ['clientName', 'clientPhone', 'estimatedPrice'] as const;

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
    private readonly clock: Clock,
  ) {}

  async create(shopId: string | null, dto: CreateJobDto): Promise<JobResponse> {
    const businessId = requireBusinessId(shopId);
    const worker = await this.workers.findInBusiness(businessId, dto.workerId);
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
      deviceCode: dto.deviceCode,
      workDescription: dto.workDescription,
      estimatedPrice: dto.estimatedPrice ?? null,
      priority: dto.priority ?? 'normal',
      trackingToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      updatedAt: now,
      readyAt: null,
      completedAt: null,
      lastCompletedAt: null,
    };
    await this.dataSource.transaction(async (manager) => {
      await preparedQuery(
        manager,
        `INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                           work_description, estimated_price, priority, tracking_token, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [job.id, businessId, job.workerId, job.status, job.clientName, job.clientPhone, job.deviceModel, job.deviceImei,
          job.deviceCode, job.workDescription, job.estimatedPrice, job.priority, job.trackingToken, now],
      );
      await appendJobEvent(manager, { jobId: job.id, type: 'status', message: statusChangeText('new', true), status: 'new', createdAt: now });
      await this.smsOutbox.queueForStatus(manager, job, 'new', now);
      await this.counts.add(manager, businessId, { new: 1 });
      await this.clients.refresh(manager, businessId, [job.clientPhone]);
    });
    job.worker = worker;
    return toJobResponse(job);
  }

  async detail(businessId: string | null, jobId: string): Promise<JobDetailResponse> {
    const job = await this.findOwned(businessId, jobId);
    const [events, pendingSms] = await Promise.all([
      this.events.find({ where: { jobId: job.id }, order: { seq: 'ASC' } }),
      this.smsOutbox.pendingCount(job.id),
    ]);
    return { job: toJobResponse(job), messages: events.map(toJobMessageResponse), pendingSms };
  }

  async update(businessId: string | null, jobId: string, dto: UpdateJobDto): Promise<JobResponse> {
    const job = await this.findOwned(businessId, jobId);
    if (dto.workerId !== undefined && dto.workerId !== job.workerId) {
      job.worker = await this.workers.findInBusiness(job.businessId, dto.workerId);
      job.workerId = job.worker.id;
    }
    const previousPhone = job.clientPhone;
    const { workerId: _workerId, ...fields } = dto;
    // The DTO instance declares every field, undefined when not sent: only the fields sent change.
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    Object.assign(job, changes);
    job.updatedAt = this.clock.now();
    const { worker, trackingToken: _token, clientPhoneKey: _key, ...columns } = job;
    await this.dataSource.transaction(async (manager) => {
      await manager.update(JobEntity, { id: job.id }, columns);
      if (CLIENT_FIELDS.some((field) => field in changes)) {
        await this.clients.refresh(manager, job.businessId, [previousPhone, job.clientPhone]);
      }
    });
    return toJobResponse({ ...job, worker });
  }

  async changeStatus(businessId: string | null, jobId: string, status: JobStatus): Promise<{ job: JobResponse; entry: JobMessageResponse }> {
    const job = await this.findOwned(businessId, jobId);
    const now = this.clock.now();
    const entry = await this.dataSource.transaction(async (manager) => {
      const previous = await this.moveToStatus(manager, job.id, status, now);
      // Setting the status the job already has writes its line again but does not text the client twice.
      if (status !== previous) {
        await this.smsOutbox.queueForStatus(manager, job, status, now);
        await this.counts.add(manager, job.businessId, { [previous]: -1, [status]: 1 });
        if (previous === 'completed' || status === 'completed') await this.clients.refresh(manager, job.businessId, [job.clientPhone]);
      }
      return appendJobEvent(manager, { jobId: job.id, type: 'status', message: statusChangeText(status), status, createdAt: now });
    });
    return { job: toJobResponse({ ...job, status, updatedAt: now }), entry: toJobMessageResponse(entry) };
  }

  async addMessage(businessId: string | null, jobId: string, message: string): Promise<JobMessageResponse> {
    const job = await this.findOwned(businessId, jobId);
    const entry = await appendJobEvent(this.dataSource.manager, { jobId: job.id, type: 'message', message, createdAt: this.clock.now() });
    return toJobMessageResponse(entry);
  }

  /** A job of the caller's shop, with its worker; any other id, including another shop's, is 404. */
  private async findOwned(businessId: string | null, jobId: string): Promise<JobEntity> {
    if (!businessId) throw new JobNotFoundException();
    const [row] = await preparedQuery<JobEntity & { workerFirstName: string; workerLastName: string; estimatedPrice: string | null }>(
      this.dataSource,
      `SELECT j.id, j.business_id AS "businessId", j.worker_id AS "workerId", j.status, j.client_name AS "clientName",
              j.client_phone AS "clientPhone", j.client_phone_key AS "clientPhoneKey", j.device_model AS "deviceModel",
              j.device_imei AS "deviceImei", j.device_code AS "deviceCode", j.work_description AS "workDescription",
              j.estimated_price AS "estimatedPrice", j.priority, j.tracking_token AS "trackingToken", j.created_at AS "createdAt",
              j.updated_at AS "updatedAt", j.ready_at AS "readyAt", j.completed_at AS "completedAt",
              j.last_completed_at AS "lastCompletedAt", w.first_name AS "workerFirstName", w.last_name AS "workerLastName"
         FROM jobs j JOIN workers w ON w.id = j.worker_id
        WHERE j.id = $1 AND j.business_id = $2`,
      [jobId, businessId],
    );
    if (!row) throw new JobNotFoundException();
    const { workerFirstName, workerLastName, estimatedPrice, ...job } = row;
    return {
      ...job,
      estimatedPrice: estimatedPrice === null ? null : Number(estimatedPrice),
      worker: { id: job.workerId, businessId: job.businessId, firstName: workerFirstName, lastName: workerLastName, phoneNumber: '', createdAt: job.createdAt },
    };
  }

  /**
   * Sets the status under the row's lock and answers the status the job really left (two changes at
   * once must each count the job out of the right one). Also keeps the statistics' times: when the job
   * first became ready or completed, and when it was last completed.
   */
  private async moveToStatus(manager: EntityManager, jobId: string, status: JobStatus, now: Date): Promise<JobStatus> {
    const [row] = await preparedQuery<{ previous: JobStatus }>(
      manager,
      `UPDATE jobs AS j
          SET status = $2::varchar, updated_at = $3::timestamptz,
              ready_at = CASE WHEN $2::varchar = 'ready' THEN COALESCE(j.ready_at, $3::timestamptz) ELSE j.ready_at END,
              completed_at = CASE WHEN $2::varchar = 'completed' THEN COALESCE(j.completed_at, $3::timestamptz) ELSE j.completed_at END,
              last_completed_at = CASE WHEN $2::varchar = 'completed' THEN $3::timestamptz ELSE j.last_completed_at END
         FROM (SELECT id, status FROM jobs WHERE id = $1 FOR UPDATE) AS old
        WHERE j.id = old.id
        RETURNING old.status AS previous`,
      [jobId, status, now],
    );
    if (!row) throw new JobNotFoundException();
    return row.previous;
  }
}
