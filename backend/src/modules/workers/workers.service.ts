import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { InvitableRole, WorkerResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { requireBusinessId } from '../business/business-scope';
import type { WorkerDto } from './dto/worker.dto';
import { WorkerEntity } from './entities/worker.entity';
import { toWorkerResponse } from './worker.mapper';
import { WorkerNotFoundException } from './workers.exceptions';

interface WorkerListRow {
  active_job_count: number;
  login_email: string | null;
  login_role: string | null;
  login_accepted: boolean | null;
}

/** Jobs still on a worker's bench. */
const ACTIVE_STATUSES = ['new', 'in_process', 'ready'];

@Injectable()
export class WorkersService {
  constructor(
    @InjectRepository(WorkerEntity) private readonly workers: Repository<WorkerEntity>,
    private readonly clock: Clock,
  ) {}

  async create(shopId: string | null, dto: WorkerDto): Promise<WorkerResponse> {
    const businessId = requireBusinessId(shopId);
    const worker = this.workers.create({ ...dto, businessId, createdAt: this.clock.now() });
    await this.workers.insert(worker);
    return toWorkerResponse(worker, 0);
  }

  async list(businessId: string | null): Promise<WorkerResponse[]> {
    if (!businessId) return [];
    const { entities, raw } = await this.workers
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
      .orderBy('worker.created_at', 'ASC')
      .getRawAndEntities<WorkerListRow>();
    return entities.map((worker, index) => {
      const row = raw[index];
      const login = row?.login_email ? { email: row.login_email, role: row.login_role as InvitableRole, accepted: row.login_accepted === true } : null;
      return toWorkerResponse(worker, row?.active_job_count ?? 0, login);
    });
  }

  /**
   * A worker of this business, or 404: another shop's worker is never found. Inside a transaction, pass
   * its `manager`: a second connection taken meanwhile could wait forever on a full pool.
   */
  async findInBusiness(businessId: string, workerId: string, manager: EntityManager = this.workers.manager): Promise<WorkerEntity> {
    const [worker] = await preparedQuery<WorkerEntity>(
      manager,
      `SELECT id, business_id AS "businessId", first_name AS "firstName", last_name AS "lastName",
              phone_number AS "phoneNumber", created_at AS "createdAt"
         FROM workers WHERE id = $1 AND business_id = $2`,
      [workerId, businessId],
    );
    if (!worker) throw new WorkerNotFoundException();
    return worker;
  }
}
