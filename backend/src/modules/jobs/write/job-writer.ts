import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { HistoryAuthor, JobStatus } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { KeptFigures } from '../counts/kept-figures.repository';
import type { JobEventEntity } from '../entities/job-event.entity';
import { type JobScope } from '../job-history';
import { appendJobEvent, type NewJobEvent } from '../job-events.repository';
import { JobNotFoundException } from '../jobs.exceptions';
import { jobBasis, lockJobBasis, statusesAndPhonesOf, type JobBasis, type JobKey } from './job-basis.repository';
import { JobWriteHooks } from './job-write-hooks';

/** A history line of the unit's job (or of another, named: a warranty return's original), written at the unit's time. */
export type HistoryLine = Omit<NewJobEvent, 'jobId' | 'createdAt'> & { jobId?: string; createdAt?: Date };

/**
 * One change to one job, inside its transaction and under its row lock: what the caller's work gets.
 * The job is as it was when locked; the writer keeps the figures from what the work leaves.
 */
export class JobUnit {
  constructor(
    readonly manager: EntityManager,
    readonly job: JobBasis,
    readonly now: Date,
  ) {}

  /** Writes a line in the job's history (and keeps its last activity), at the unit's time unless told. */
  history(line: HistoryLine): Promise<JobEventEntity> {
    return appendJobEvent(this.manager, {
      ...line,
      jobId: line.jobId ?? this.job.id,
      createdAt: line.createdAt ?? this.now,
    });
  }
}

/** What the writer is told of a job it must find and lock: the caller's scope and the job's id, or the client's tracking token. */
export interface JobWriteOptions {
  /** Runs inside this transaction instead of one of its own. */
  manager?: EntityManager;
  /** The refusal when the job is not there (gone, another shop's); JOB_NOT_FOUND unless told. */
  notFound?: () => Error;
}

/** The caller's refusal for a job that is not there, JOB_NOT_FOUND unless told. */
const notFoundError = (options: JobWriteOptions): Error => options.notFound?.() ?? new JobNotFoundException();

/** The client's row reflects these of a job: its name and phone, what it is worth, whether it counts and is completed. */
const clientFacts = (job: JobBasis) =>
  JSON.stringify([job.clientName, job.clientPhone, job.worth, job.status === 'cancelled', job.status === 'completed']);

/**
 * The one way a job and what belongs to it are written: every change (status, edit, message, payment,
 * part, photo, intake, signature, estimate, unlock code, print, cancel, delete) runs as a unit of work
 * in one transaction that first locks the job's row in the caller's shop (404 JOB_NOT_FOUND when it is
 * gone), then lets the caller change it and write its history, then keeps what is kept beside the jobs
 * from what the change left: the status counts, the client's row, the worker's figures, and then the
 * hooks that modules above the core registered (the status SMS; a new job's labels). Locks are always
 * taken in this order (the job, then its children the work touches, then the counts, the clients and the
 * figures, then what the hooks write), so concurrent writers cannot deadlock, and a writer that loses the
 * race with a deletion finds no job instead of writing rows that point at none.
 */
@Injectable()
export class JobWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly keptFigures: KeptFigures,
    private readonly hooks: JobWriteHooks,
    private readonly clock: Clock,
  ) {}

  /** Changes the job `jobId` of the caller's scope (a deletion too: the work deletes its row). */
  change<T>(
    scope: JobScope,
    jobId: string,
    work: (unit: JobUnit) => Promise<T>,
    options: JobWriteOptions = {},
  ): Promise<T> {
    const { businessId, onlyWorkerId } = scope;
    if (!businessId) throw notFoundError(options);
    return this.run({ jobId, businessId, onlyWorkerId }, work, options);
  }

  /** Changes the job whose tracking page the client is on (an estimate's answer). */
  changeTracked<T>(
    trackingToken: string,
    work: (unit: JobUnit) => Promise<T>,
    options: JobWriteOptions = {},
  ): Promise<T> {
    return this.run({ trackingToken }, work, options);
  }

  /**
   * Creates a job: `insert` writes its row (answering its id), then `work` writes the rest under its lock
   * (history, deposit, intake, ...), and the kept figures count it, then the status hooks (its SMS) and
   * the creation hooks (the label of the stations that print every new job's) run.
   */
  async create<T>(
    insert: (manager: EntityManager, now: Date) => Promise<{ jobId: string; businessId: string }>,
    author: HistoryAuthor,
    work: (unit: JobUnit) => Promise<T>,
    now: Date = this.clock.now(),
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const { jobId, businessId } = await insert(manager, now);
      const job = await lockJobBasis(manager, { jobId, businessId, onlyWorkerId: null });
      if (!job) throw new Error(`job ${jobId} is gone from the transaction that created it`);
      const result = await work(new JobUnit(manager, job, now));
      await this.keep(manager, null, await jobBasis(manager, jobId), now);
      await this.hooks.runJobCreated(manager, job, author, now);
      return result;
    });
  }

  /**
   * Counts jobs just inserted together (an import, in the caller's transaction): their statuses, their
   * clients' rows and their workers' figures, in one statement whatever their number. Imported jobs are
   * the shop's past: no SMS, no label.
   */
  async keepImported(manager: EntityManager, businessId: string, jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    const rows = await statusesAndPhonesOf(manager, jobIds);
    await this.keptFigures.keep(manager, businessId, {
      counts: Object.fromEntries(rows.map(({ status, count }) => [status, count])),
      phones: rows.flatMap((row) => row.phones),
      figures: { jobIds, before: null },
    });
  }

  private async run<T>(key: JobKey, work: (unit: JobUnit) => Promise<T>, options: JobWriteOptions): Promise<T> {
    const unitOfWork = async (manager: EntityManager): Promise<T> => {
      const before = await lockJobBasis(manager, key);
      if (!before) throw notFoundError(options);
      const now = this.clock.now();
      const result = await work(new JobUnit(manager, before, now));
      await this.keep(manager, before, await jobBasis(manager, before.id), now);
      return result;
    };
    return options.manager ? unitOfWork(options.manager) : this.dataSource.transaction(unitOfWork);
  }

  /**
   * Brings the kept figures from the job as it was (`before`, null for a new job) to the job as it is
   * (`after`, null once deleted), touching only what differs; a new status then runs the status hooks.
   */
  private async keep(
    manager: EntityManager,
    before: JobBasis | null,
    after: JobBasis | null,
    now: Date,
  ): Promise<void> {
    const job = after ?? before;
    if (!job) return;
    const counts: Partial<Record<JobStatus, number>> = {};
    if (before?.status !== after?.status) {
      if (before) counts[before.status] = -1;
      if (after) counts[after.status] = (counts[after.status] ?? 0) + 1;
    }
    const phones =
      !before || !after || clientFacts(before) !== clientFacts(after)
        ? [before?.clientPhone, after?.clientPhone].filter((phone): phone is string => phone !== undefined)
        : [];
    const figuresChanged = !before || !after || JSON.stringify(before.figures) !== JSON.stringify(after.figures);
    await this.keptFigures.keep(manager, job.businessId, {
      counts,
      phones,
      figures: figuresChanged ? { jobIds: [job.id], before: before?.figures ?? null } : null,
    });
    // Setting the status a job already has does not run them (text its client) twice.
    if (after && before?.status !== after.status) await this.hooks.runStatusReached(manager, after, now);
  }
}
