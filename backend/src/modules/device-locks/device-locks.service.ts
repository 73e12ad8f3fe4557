import { Injectable } from '@nestjs/common';
import type { DeviceLockRevealResponse, DeviceLockSummary } from '@repair-shop/contracts';
import { type JobActor, JobWriter } from '../jobs';
import { DeviceLockCipher } from './device-lock-cipher';
import {
  deleteDeviceLock,
  deviceLockSavedText,
  saveDeviceLock,
  sealedDeviceLockOfJob,
} from './device-locks.repository';
import { DeviceLockMissingException, DeviceLockUnreadableException } from './device-locks.exceptions';
import type { DeviceLockDto } from './dto/device-lock.dto';

/** A job's unlock code: saved or changed, removed, and shown on request with a history line that says who asked. */
@Injectable()
export class DeviceLocksService {
  constructor(
    private readonly writer: JobWriter,
    private readonly cipher: DeviceLockCipher,
  ) {}

  async save(actor: JobActor, jobId: string, dto: DeviceLockDto): Promise<DeviceLockSummary> {
    return this.writer.change(actor, jobId, async (unit) => {
      const { deviceLock, replaced } = await saveDeviceLock(unit.manager, this.cipher, unit.job.id, dto, unit.now);
      await unit.history({ type: 'edit', message: deviceLockSavedText(dto.kind, replaced), author: actor.author });
      return deviceLock;
    });
  }

  async remove(actor: JobActor, jobId: string): Promise<void> {
    await this.writer.change(actor, jobId, async (unit) => {
      if (!(await deleteDeviceLock(unit.manager, unit.job.id))) throw new DeviceLockMissingException();
      await unit.history({ type: 'edit', message: 'Kodi i zhbllokimit u hoq.', author: actor.author });
    });
  }

  /** The code itself: the history line naming who saw it is written in the same transaction, or nothing is shown. */
  async reveal(actor: JobActor, jobId: string): Promise<DeviceLockRevealResponse['deviceLock']> {
    return this.writer.change(actor, jobId, async (unit) => {
      const sealed = await sealedDeviceLockOfJob(unit.manager, unit.job.id);
      if (!sealed) throw new DeviceLockMissingException();
      const value = this.cipher.open(unit.job.id, sealed);
      if (value === null) throw new DeviceLockUnreadableException();
      await unit.history({ type: 'edit', message: `Kodi u shfaq nga ${actor.author.name}.`, author: actor.author });
      return { kind: sealed.kind, savedAt: sealed.savedAt.toISOString(), value };
    });
  }
}
