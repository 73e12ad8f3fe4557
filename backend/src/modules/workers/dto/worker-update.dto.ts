import { IsBoolean } from 'class-validator';
import type { WorkerUpdateRequest } from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { IsWorkerName, IsWorkerPhone } from './worker.dto';

/** PATCH /api/workers/:id: the fields of WorkerDto and `active`, each checked only when sent. */
export class WorkerUpdateDto implements WorkerUpdateRequest {
  @IfPresent()
  @IsWorkerName()
  firstName?: string;

  @IfPresent()
  @IsWorkerName()
  lastName?: string;

  @IfPresent()
  @IsWorkerPhone()
  phoneNumber?: string;

  @IfPresent()
  @IsBoolean()
  active?: boolean;
}
