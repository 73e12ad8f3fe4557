import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  deviceFamily,
  ERROR_CODES,
  deviceIdProblem,
  fullName,
  normalizeDeviceId,
  type HistoryAuthor,
  type JobMessageResponse,
  type JobResponse,
  type JobStatus,
} from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';
import { sentFields } from '../../common/validation/if-present';
import { WorkersService } from '../workers';
import type { UpdateJobDto } from './dto/update-job.dto';
import { JobEntity } from './entities/job.entity';
import { describeEdits, type EditableJobFields } from './job-edits';
import { type JobActor, type JobScope } from './job-history';
import { statusChangeText, toJobMessageResponse, toJobResponse } from './job.mapper';
import { findOwnedJob, moveJobToStatus, updateJobFields, type OwnedJob } from './jobs.repository';
import { CancelReasonWithoutCancelException, JobNotFoundException } from './jobs.exceptions';
import { JobWriter, type JobUnit } from './write/job-writer';
import { JobCategorySuggester } from './categories/job-category-suggester';

function editableFields(job: OwnedJob): EditableJobFields {
  const {
    clientName,
    clientPhone,
    deviceModel,
    deviceImei,
    deviceIdKind,
    deviceCode,
    workDescription,
    estimatedPrice,
    priority,
    warrantyDays,
    category,
  } = job;
  return {
    clientName,
    clientPhone,
    deviceModel,
    deviceImei,
    deviceIdKind,
    deviceCode,
    workDescription,
    estimatedPrice,
    priority,
    warrantyDays,
    category,
    workerName: fullName(job.worker),
  };
}

/**
 * The device's identifier and kind after an edit, written as stored: an edit that sends one without the
 * other is checked against the job's own (a serial edited on a laptop's job stays a serial).
 */
function checkedDeviceId(
  job: Pick<JobEntity, 'deviceIdKind' | 'deviceImei'>,
  changes: Partial<JobEntity>,
): Pick<JobEntity, 'deviceIdKind' | 'deviceImei'> {
  const deviceIdKind = changes.deviceIdKind ?? job.deviceIdKind;
  const deviceImei = normalizeDeviceId(deviceIdKind, changes.deviceImei ?? job.deviceImei);
  const problem = deviceIdProblem(deviceIdKind, deviceImei);
  if (problem) throw new ApiException(HttpStatus.BAD_REQUEST, problem, ERROR_CODES.validationFailed);
  return { deviceIdKind, deviceImei };
}

/**
 * The job's own row: its edits, its status and its messages, each through the writer. Creating a job and
 * showing it whole, with what belongs to it, is the whole-jobs module's (it sits above the job's children).
 */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workers: WorkersService,
    private readonly writer: JobWriter,
    private readonly categories: JobCategorySuggester,
  ) {}

  /**
   * Changes only the fields sent, on the job as it is under its row lock: two edits at once (one of the
   * phone, one of the price) must both stay, and the client rows follow the phone the job really had.
   */
  async update(actor: JobActor, jobId: string, dto: UpdateJobDto): Promise<JobResponse> {
    return this.writer.change(actor, jobId, (unit) => this.edit(unit, dto, actor.author));
  }

  /**
   * The edit itself, as the caller's unit of work on the job, signed by `author` (null: the client,
   * answering an estimate from the tracking page, whose history line says so).
   */
  async edit(unit: JobUnit, dto: UpdateJobDto, author: HistoryAuthor | null): Promise<JobResponse> {
    const { manager } = unit;
    const job = await this.findOwned({ businessId: unit.job.businessId, onlyWorkerId: null }, unit.job.id, manager);
    const before = editableFields(job);
    const { workerId, ...fields } = dto;
    const changes: Partial<JobEntity> = sentFields(fields);
    if ('deviceImei' in changes || 'deviceIdKind' in changes) Object.assign(changes, checkedDeviceId(job, changes));
    Object.assign(changes, await this.categoryChanges(unit, job, changes));
    if (workerId !== undefined && workerId !== job.workerId) {
      job.worker = await this.workers.findAssignable(job.businessId, workerId, manager);
      changes.workerId = workerId;
    }
    changes.updatedAt = unit.now;
    await updateJobFields(manager, job.id, changes);
    Object.assign(job, changes);
    // Each field that really changed gets its line, signed by whoever changed it.
    for (const message of describeEdits(before, editableFields(job), job.currency)) {
      await unit.history({ type: 'edit', message, author });
    }
    return toJobResponse(job);
  }

  /**
   * A category sent is a person's choice (and a lesson for the shop's suggestions); a new description of a job whose
   * category nobody chose is suggested again; a new model is a new family.
   */
  private async categoryChanges(
    unit: JobUnit,
    job: OwnedJob,
    changes: Partial<JobEntity>,
  ): Promise<Partial<JobEntity>> {
    const description = changes.workDescription ?? job.workDescription;
    const extra: Partial<JobEntity> = {};
    if (changes.deviceModel !== undefined) extra.deviceFamily = deviceFamily(changes.deviceModel);
    if (changes.category !== undefined) {
      extra.categorySource = 'chosen';
      await this.categories.learn(unit.manager, job.businessId, description, changes.category);
    } else if (changes.workDescription !== undefined && job.categorySource === 'suggested') {
      extra.category = await this.categories.suggest(job.businessId, description, unit.manager);
    }
    return extra;
  }

  /**
   * Moves the job to `status`. A cancellation takes its reason (kept on the job while it stays cancelled,
   * and in its history line); any other status reopens a cancelled job. A cancelled job counts in no
   * counter, client total or worker figure: the writer has them follow it out and back in.
   */
  async changeStatus(
    actor: JobActor,
    jobId: string,
    status: JobStatus,
    reason?: string,
  ): Promise<{ job: JobResponse; entry: JobMessageResponse }> {
    if (reason !== undefined && status !== 'cancelled') throw new CancelReasonWithoutCancelException();
    const cancelReason = status === 'cancelled' ? (reason ?? null) : null;
    if (status === 'cancelled' && !cancelReason)
      throw new Error('a cancellation reached the service without its reason');
    return this.writer.change(actor, jobId, async (unit) => {
      const { manager, now } = unit;
      const job = await this.findOwned({ businessId: unit.job.businessId, onlyWorkerId: null }, unit.job.id, manager);
      const previous = job.status;
      await moveJobToStatus(manager, job.id, status, now, actor.authorWorkerId, cancelReason);
      const message = statusChangeText(status, {
        cancelReason,
        reopened: previous === 'cancelled' && status !== 'cancelled',
      });
      const entry = await unit.history({ type: 'status', message, status, author: actor.author });
      const lastCompletedAt = status === 'completed' ? now : job.lastCompletedAt;
      return {
        job: toJobResponse({ ...job, status, updatedAt: now, lastCompletedAt, cancelReason }),
        entry: toJobMessageResponse(entry),
      };
    });
  }

  async addMessage(actor: JobActor, jobId: string, message: string): Promise<JobMessageResponse> {
    return this.writer.change(actor, jobId, async (unit) =>
      toJobMessageResponse(await unit.history({ type: 'message', message, author: actor.author })),
    );
  }

  /** A job of the caller's scope, with its worker; any other id is 404. */
  async findOwned(scope: JobScope, jobId: string, manager?: EntityManager): Promise<OwnedJob> {
    const job = await findOwnedJob(manager ?? this.dataSource, scope, jobId);
    if (!job) throw new JobNotFoundException();
    return job;
  }
}
