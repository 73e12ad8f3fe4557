import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { WorkerResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { sentFields } from '../../common/validation/if-present';
import type { AuthenticatedUser } from '../auth';
import { requireBusinessId } from '../business';
import type { WorkerDto } from './dto/worker.dto';
import type { WorkerUpdateDto } from './dto/worker-update.dto';
import type { WorkerEntity } from './entities/worker.entity';
import { toWorkerResponse } from './worker.mapper';
import { WorkersRepository } from './workers.repository';
import { DeactivateSelfException, WorkerInactiveException, WorkerNotFoundException } from './workers.exceptions';

@Injectable()
export class WorkersService {
  constructor(
    private readonly workers: WorkersRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async create(shopId: string | null, dto: WorkerDto): Promise<WorkerResponse> {
    const businessId = requireBusinessId(shopId);
    const worker = await this.workers.insert({ ...dto, businessId, createdAt: this.clock.now(), active: true });
    return toWorkerResponse(worker, 0);
  }

  /**
   * Changes only the fields sent. Deactivating removes the worker's login (its sessions end at once);
   * their jobs and history stay theirs.
   */
  async update(caller: AuthenticatedUser, workerId: string, dto: WorkerUpdateDto): Promise<WorkerResponse> {
    const businessId = requireBusinessId(caller.businessId);
    if (dto.active === false && caller.workerId === workerId) throw new DeactivateSelfException();
    await this.dataSource.transaction(async (manager) => {
      await this.findInBusiness(businessId, workerId, manager);
      const changes = sentFields(dto);
      if (Object.keys(changes).length > 0) await this.workers.update(manager, businessId, workerId, changes);
      if (dto.active === false) await this.workers.removeLogin(manager, workerId);
    });
    const [updated] = await this.workers.list(businessId, workerId);
    if (!updated) throw new WorkerNotFoundException();
    return updated;
  }

  async list(businessId: string | null): Promise<WorkerResponse[]> {
    if (!businessId) return [];
    return this.workers.list(businessId);
  }

  /** A worker a job can be given to: of this business, and still active. */
  async findAssignable(
    businessId: string,
    workerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkerEntity> {
    const worker = await this.findInBusiness(businessId, workerId, manager);
    if (!worker.active) throw new WorkerInactiveException();
    return worker;
  }

  /**
   * A worker of this business, or 404: another shop's worker is never found. Inside a transaction, pass
   * its `manager`: a second connection taken meanwhile could wait forever on a full pool.
   */
  async findInBusiness(
    businessId: string,
    workerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<WorkerEntity> {
    const worker = await this.workers.findInBusiness(businessId, workerId, manager);
    if (!worker) throw new WorkerNotFoundException();
    return worker;
  }
}
