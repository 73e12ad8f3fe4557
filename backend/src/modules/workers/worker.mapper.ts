import type { WorkerLoginResponse, WorkerResponse } from '@repair-shop/contracts';
import type { WorkerEntity } from './entities/worker.entity';

export function toWorkerResponse(
  worker: WorkerEntity,
  activeJobCount: number,
  login: WorkerLoginResponse | null = null,
): WorkerResponse {
  return {
    id: worker.id,
    firstName: worker.firstName,
    lastName: worker.lastName,
    phoneNumber: worker.phoneNumber,
    createdAt: worker.createdAt.toISOString(),
    activeJobCount,
    login,
    active: worker.active,
  };
}
