import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DeviceLockRevealResponse, DeviceLockSummary } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { appendJobEvent, type JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import { DeviceLockCipher } from './device-lock-cipher';
import { deviceLockSavedText, saveDeviceLock, sealedDeviceLockOfJob } from './device-lock-records';
import { DeviceLockMissingException, DeviceLockUnreadableException } from './device-locks.exceptions';
import type { DeviceLockDto } from './dto/device-lock.dto';

/** A job's unlock code: saved or changed, removed, and shown on request with a history line that says who asked. */
@Injectable()
export class DeviceLocksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cipher: DeviceLockCipher,
    private readonly clock: Clock,
  ) {}

  async save(actor: JobActor, jobId: string, dto: DeviceLockDto): Promise<DeviceLockSummary> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const now = this.clock.now();
      const { deviceLock, replaced } = await saveDeviceLock(manager, this.cipher, job.id, dto, now);
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message: deviceLockSavedText(dto.kind, replaced), createdAt: now, author: actor.author });
      return deviceLock;
    });
  }

  async remove(actor: JobActor, jobId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const removed = await preparedQuery<{ kind: string }>(manager, `DELETE FROM job_device_locks WHERE job_id = $1 RETURNING kind`, [job.id]);
      if (removed.length === 0) throw new DeviceLockMissingException();
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message: 'Kodi i zhbllokimit u hoq.', createdAt: this.clock.now(), author: actor.author });
    });
  }

  /** The code itself: the history line naming who saw it is written in the same transaction, or nothing is shown. */
  async reveal(actor: JobActor, jobId: string): Promise<DeviceLockRevealResponse['deviceLock']> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const sealed = await sealedDeviceLockOfJob(manager, job.id);
      if (!sealed) throw new DeviceLockMissingException();
      const value = this.cipher.open(job.id, sealed);
      if (value === null) throw new DeviceLockUnreadableException();
      await appendJobEvent(manager, { jobId: job.id, type: 'edit', message: `Kodi u shfaq nga ${actor.author.name}.`, createdAt: this.clock.now(), author: actor.author });
      return { kind: sealed.kind, savedAt: sealed.savedAt.toISOString(), value };
    });
  }
}
