import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HistoryAuthor } from '@repair-shop/contracts';
import type { JobBasis } from './job-basis.repository';

/** Runs in the writer's transaction, under the job's lock, after the kept figures: a job reached a new status. */
export type StatusReachedHook = (manager: EntityManager, job: JobBasis, now: Date) => Promise<unknown>;

/** Runs in the creation's transaction, under the new job's lock, after its status hooks: a job was created. */
export type JobCreatedHook = (
  manager: EntityManager,
  job: JobBasis,
  author: HistoryAuthor,
  now: Date,
) => Promise<unknown>;

/**
 * What modules above the core add to a write (the status SMS, the new job's labels), registered at their
 * module's init: the writer calls them without importing them, so they may import the core.
 */
@Injectable()
export class JobWriteHooks {
  private readonly statusReached: StatusReachedHook[] = [];
  private readonly jobCreated: JobCreatedHook[] = [];

  onStatusReached(hook: StatusReachedHook): void {
    this.statusReached.push(hook);
  }

  onJobCreated(hook: JobCreatedHook): void {
    this.jobCreated.push(hook);
  }

  /** Calls the status hooks one after the other, in the order they were registered. */
  async runStatusReached(manager: EntityManager, job: JobBasis, now: Date): Promise<void> {
    for (const hook of this.statusReached) await hook(manager, job, now);
  }

  /** Calls the creation hooks one after the other, in the order they were registered. */
  async runJobCreated(manager: EntityManager, job: JobBasis, author: HistoryAuthor, now: Date): Promise<void> {
    for (const hook of this.jobCreated) await hook(manager, job, author, now);
  }
}
