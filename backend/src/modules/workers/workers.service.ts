import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { IN_SHOP_STATUSES, type InvitableRole, type WorkerResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { sentFields } from '../../common/validation/if-present';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import type { WorkerDto } from './dto/worker.dto';
import { WorkerEntity } from './entities/worker.entity';
import { toWorkerResponse } from './worker.mapper';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import type { WorkerUpdateDto } from './dto/worker-update.dto';
import { DeactivateSelfException, WorkerInactiveException, WorkerNotFoundException } from './workers.exceptions';

interface WorkerListRow {
  active_job_count: number;
  login_email: string | null;
  login_role: string | null;
  login_accepted: boolean | null;
}

function toResponses({ entities, raw }: { entities: WorkerEntity[]; raw: WorkerListRow[] }): WorkerResponse[] {
  return entities.map((worker, index) => {
    const row = raw[index];
    const login = row?.login_email ? { email: row.login_email, role: row.login_role as InvitableRole, accepted: row.login_accepted === true } : null;
    return toWorkerResponse(worker, row?.active_job_count ?? 0, login);
  });
}

/** Jobs still on a worker's bench: the work still in the shop (a cancelled one is not). */
const ACTIVE_STATUSES = IN_SHOP_STATUSES;

@Injectable()
export class WorkersService {
  constructor(
    @InjectRepository(WorkerEntity) private readonly workers: Repository<WorkerEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async create(shopId: string | null, dto: WorkerDto): Promise<WorkerResponse> {
    const businessId = requireBusinessId(shopId);
    const worker = this.workers.create({ ...dto, businessId, createdAt: this.clock.now(), active: true });
    await this.workers.insert(worker);
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
      if (Object.keys(changes).length > 0) await manager.update(WorkerEntity, { id: workerId, businessId }, changes);
      if (dto.active === false) await manager.query(`DELETE FROM staff_members WHERE worker_id = $1`, [workerId]);
    });
    const [updated] = await this.listQuery(businessId).andWhere('worker.id = :workerId', { workerId }).getRawAndEntities<WorkerListRow>().then(toResponses);
    if (!updated) throw new WorkerNotFoundException();
    return updated;
  }

  async list(businessId: string | null): Promise<WorkerResponse[]> {
    if (!businessId) return [];
    return toResponses(await this.listQuery(businessId).getRawAndEntities<WorkerListRow>());
  }

  /** A worker a job can be given to: of this business, and still active. */
  async findAssignable(businessId: string, workerId: string, manager: EntityManager = this.workers.manager): Promise<WorkerEntity> {
    const worker = await this.findInBusiness(businessId, workerId, manager);
    if (!worker.active) throw new WorkerInactiveException();
    return worker;
  }

  /** The shop's workers with their unfinished jobs and their login, oldest first. */
  private listQuery(businessId: string) {
    return this.workers
      .createQueryBuilder('worker')
      .leftJoin('jobs', 'job', 'job.worker_id = worker.id AND job.status IN (:...active)', { active: ACTIVE_STATUSES })
      .leftJoin('staff_members', 'member', 'member.worker_id = worker.id')
      .leftJoin('users', 'login', 'login.id = member.user_id')
      .addSelect('COUNT(job.id)::int', 'active_job_count')
      .addSelect('login.email', 'login_email')
      .addSelect('member.role', 'login_role')
      .addSelect(`login.password_hash <> ''`, 'login_accepted')
      .where('worker.business_id = :businessId', { businessId })
      .groupBy('worker.id')
      .addGroupBy('login.id')
      .addGroupBy('member.user_id')
      .orderBy('worker.created_at', 'ASC');
  }

  /**
   * A worker of this business, or 404: another shop's worker is never found. Inside a transaction, pass
   * its `manager`: a second connection taken meanwhile could wait forever on a full pool.
   */
  async findInBusiness(businessId: string, workerId: string, manager: EntityManager = this.workers.manager): Promise<WorkerEntity> {
    const [worker] = await preparedQuery<WorkerEntity>(
      manager,
      `SELECT id, business_id AS "businessId", first_name AS "firstName", last_name AS "lastName",
              phone_number AS "phoneNumber", created_at AS "createdAt", active
         FROM workers WHERE id = $1 AND business_id = $2`,
      [workerId, businessId],
    );
    if (!worker) throw new WorkerNotFoundException();
    return worker;
  }
}
