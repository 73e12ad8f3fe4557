import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Repository } from 'typeorm';
import type { JobDetailResponse, JobMessageResponse, JobResponse, JobStatus } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { phoneKey, writtenLikePhone } from '../../common/validation/is-phone-like';
import { BusinessService } from '../business/business.service';
import { SmsOutboxService } from '../sms/outbox/sms-outbox.service';
import { WorkersService } from '../workers/workers.service';
import type { CreateJobDto } from './dto/create-job.dto';
import type { JobListQueryDto } from './dto/job-list-query.dto';
import type { UpdateJobDto } from './dto/update-job.dto';
import { JobEventEntity } from './entities/job-event.entity';
import { JobEntity } from './entities/job.entity';
import { appendJobEvent } from './job-history';
import { statusChangeText, toJobMessageResponse, toJobResponse } from './job.mapper';
import { JobNotFoundException } from './jobs.exceptions';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

@Injectable()
export class JobsService {
  constructor(
    @InjectRepository(JobEntity) private readonly jobs: Repository<JobEntity>,
    @InjectRepository(JobEventEntity) private readonly events: Repository<JobEventEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly business: BusinessService,
    private readonly workers: WorkersService,
    private readonly smsOutbox: SmsOutboxService,
    private readonly clock: Clock,
  ) {}

  async create(ownerId: string, dto: CreateJobDto): Promise<JobResponse> {
    const businessId = await this.business.requireIdForOwner(ownerId);
    const worker = await this.workers.findInBusiness(businessId, dto.workerId);
    const now = this.clock.now();
    const job = this.jobs.create({
      businessId,
      workerId: worker.id,
      status: 'new',
      clientName: dto.clientName,
      clientPhone: dto.clientPhone,
      clientPhoneKey: phoneKey(dto.clientPhone),
      deviceModel: dto.deviceModel,
      deviceImei: dto.deviceImei,
      deviceCode: dto.deviceCode,
      workDescription: dto.workDescription,
      estimatedPrice: dto.estimatedPrice ?? null,
      priority: dto.priority ?? 'normal',
      trackingToken: randomBytes(32).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    });
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(JobEntity, job);
      await appendJobEvent(manager, { jobId: job.id, type: 'status', message: statusChangeText('new', true), status: 'new', createdAt: now });
      await this.smsOutbox.queueForStatus(manager, job, 'new', now);
    });
    job.worker = worker;
    return toJobResponse(job);
  }

  async list(ownerId: string, query: JobListQueryDto): Promise<JobResponse[]> {
    const businessId = await this.business.findIdForOwner(ownerId);
    if (!businessId) return [];
    const builder = this.jobs
      .createQueryBuilder('job')
      .leftJoinAndSelect('job.worker', 'worker')
      .where('job.business_id = :businessId', { businessId })
      .orderBy('job.created_at', 'DESC')
      .addOrderBy('job.id', 'DESC');
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      // Only a search written like a phone number is matched against phones, on its digits, so that
      // "044 123" finds "044123456" while "Klient 1" does not find every phone with a 1 in it.
      const digits = writtenLikePhone(query.search) ? phoneKey(query.search) : '';
      builder.andWhere(
        new Brackets((where) => {
          where.where('job.client_name ILIKE :pattern', { pattern }).orWhere('job.device_imei ILIKE :pattern', { pattern });
          if (digits) where.orWhere('job.client_phone_key LIKE :digits', { digits: `%${digits}%` });
        }),
      );
    }
    if (query.createdFrom) builder.andWhere('job.created_at >= :from', { from: new Date(query.createdFrom) });
    if (query.createdTo) builder.andWhere('job.created_at < :to', { to: new Date(query.createdTo) });
    if (query.status) builder.andWhere('job.status = :status', { status: query.status });
    // The only join is many-to-one (one worker per job), so plain LIMIT/OFFSET pages jobs; take/skip
    // would need the order by property names and a second query.
    if (query.limit !== undefined) builder.limit(query.limit);
    if (query.offset !== undefined) builder.offset(query.offset);
    return (await builder.getMany()).map(toJobResponse);
  }

  async detail(ownerId: string, jobId: string): Promise<JobDetailResponse> {
    const job = await this.findOwned(ownerId, jobId);
    const events = await this.events.find({ where: { jobId: job.id }, order: { seq: 'ASC' } });
    const pendingSms = await this.smsOutbox.pendingCount(job.id);
    return { job: toJobResponse(job), messages: events.map(toJobMessageResponse), pendingSms };
  }

  async update(ownerId: string, jobId: string, dto: UpdateJobDto): Promise<JobResponse> {
    const job = await this.findOwned(ownerId, jobId);
    if (dto.workerId !== undefined && dto.workerId !== job.workerId) {
      job.worker = await this.workers.findInBusiness(job.businessId, dto.workerId);
      job.workerId = job.worker.id;
    }
    const { workerId: _workerId, ...fields } = dto;
    // The DTO instance declares every field, undefined when not sent: only the fields sent change.
    Object.assign(job, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (dto.clientPhone !== undefined) job.clientPhoneKey = phoneKey(dto.clientPhone);
    job.updatedAt = this.clock.now();
    const { worker, trackingToken, ...columns } = job;
    await this.jobs.update({ id: job.id }, columns);
    return toJobResponse({ ...columns, trackingToken, worker });
  }

  async changeStatus(ownerId: string, jobId: string, status: JobStatus): Promise<{ job: JobResponse; entry: JobMessageResponse }> {
    const job = await this.findOwned(ownerId, jobId);
    const now = this.clock.now();
    const entry = await this.dataSource.transaction(async (manager) => {
      await manager.update(JobEntity, { id: job.id }, { status, updatedAt: now });
      // Setting the status the job already has writes its line again but does not text the client twice.
      if (status !== job.status) await this.smsOutbox.queueForStatus(manager, job, status, now);
      return appendJobEvent(manager, { jobId: job.id, type: 'status', message: statusChangeText(status), status, createdAt: now });
    });
    return { job: toJobResponse({ ...job, status, updatedAt: now }), entry: toJobMessageResponse(entry) };
  }

  async addMessage(ownerId: string, jobId: string, message: string): Promise<JobMessageResponse> {
    const job = await this.findOwned(ownerId, jobId);
    const entry = await appendJobEvent(this.dataSource.manager, { jobId: job.id, type: 'message', message, createdAt: this.clock.now() });
    return toJobMessageResponse(entry);
  }

  /** A job of the caller's shop; any other id, including another shop's, is 404. */
  private async findOwned(ownerId: string, jobId: string): Promise<JobEntity> {
    const businessId = await this.business.findIdForOwner(ownerId);
    if (!businessId) throw new JobNotFoundException();
    const job = await this.jobs.findOne({ where: { id: jobId, businessId }, relations: { worker: true } });
    if (!job) throw new JobNotFoundException();
    return job;
  }
}
