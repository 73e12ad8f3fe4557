import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { IN_SHOP_STATUSES, type InvitableRole, type WorkerResponse } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { WorkerEntity } from './entities/worker.entity';
import { toWorkerResponse } from './worker.mapper';

/** What the list adds to each worker: the unfinished jobs and the login. */
interface WorkerListRow {
  active_job_count: number;
  login_email: string | null;
  login_role: string | null;
  login_accepted: boolean | null;
  login_operator_code: string | null;
}

/** Jobs still on a worker's bench: the work still in the shop (a cancelled one is not). */
const ACTIVE_STATUSES = IN_SHOP_STATUSES;

const COLUMNS = `id, business_id AS "businessId", first_name AS "firstName", last_name AS "lastName",
                 phone_number AS "phoneNumber", created_at AS "createdAt", active`;

function toResponses({ entities, raw }: { entities: WorkerEntity[]; raw: WorkerListRow[] }): WorkerResponse[] {
  return entities.map((worker, index) => {
    const row = raw[index];
    const login = row?.login_email
      ? {
          email: row.login_email,
          role: row.login_role as InvitableRole,
          accepted: row.login_accepted === true,
          operatorCode: row.login_operator_code,
        }
      : null;
    return toWorkerResponse(worker, row?.active_job_count ?? 0, login);
  });
}

/** The workers table: a shop's workers, whom its jobs are given to. */
@Injectable()
export class WorkersRepository {
  constructor(@InjectRepository(WorkerEntity) private readonly workers: Repository<WorkerEntity>) {}

  async insert(fields: Omit<WorkerEntity, 'id'>): Promise<WorkerEntity> {
    const worker = this.workers.create(fields);
    await this.workers.insert(worker);
    return worker;
  }

  /** Changes these fields of the shop's worker, in the caller's transaction. */
  async update(
    manager: EntityManager,
    businessId: string,
    workerId: string,
    changes: Partial<Pick<WorkerEntity, 'firstName' | 'lastName' | 'phoneNumber' | 'active'>>,
  ): Promise<void> {
    await manager.update(WorkerEntity, { id: workerId, businessId }, changes);
  }

  /**
   * Removes the worker's login (staff_members, and through its foreign key the account), in the
   * deactivation's transaction: the staff module depends on this one, so the deactivation does it here.
   */
  async removeLogin(manager: EntityManager, workerId: string): Promise<void> {
    await manager.query(`DELETE FROM staff_members WHERE worker_id = $1`, [workerId]);
  }

  /**
   * A worker of this business, or null: another shop's worker is never found. Inside a transaction, pass
   * its `manager`: a second connection taken meanwhile could wait forever on a full pool.
   */
  async findInBusiness(
    businessId: string,
    workerId: string,
    manager: EntityManager = this.workers.manager,
  ): Promise<WorkerEntity | null> {
    const [worker] = await preparedQuery<WorkerEntity>(
      manager,
      `SELECT ${COLUMNS} FROM workers WHERE id = $1 AND business_id = $2`,
      [workerId, businessId],
    );
    return worker ?? null;
  }

  /** The shop's workers (or the one named) with their unfinished jobs and their login, oldest first. */
  async list(businessId: string, workerId?: string): Promise<WorkerResponse[]> {
    const listed = this.workers
      .createQueryBuilder('worker')
      .leftJoin('jobs', 'job', 'job.worker_id = worker.id AND job.status IN (:...active)', { active: ACTIVE_STATUSES })
      .leftJoin('staff_members', 'member', 'member.worker_id = worker.id')
      .leftJoin('users', 'login', 'login.id = member.user_id')
      .addSelect('COUNT(job.id)::int', 'active_job_count')
      .addSelect('login.email', 'login_email')
      .addSelect('member.role', 'login_role')
      .addSelect(`login.password_hash <> ''`, 'login_accepted')
      .addSelect('member.operator_code', 'login_operator_code')
      .where('worker.business_id = :businessId', { businessId })
      .groupBy('worker.id')
      .addGroupBy('login.id')
      .addGroupBy('member.user_id')
      .orderBy('worker.created_at', 'ASC');
    if (workerId) listed.andWhere('worker.id = :workerId', { workerId });
    return toResponses(await listed.getRawAndEntities<WorkerListRow>());
  }
}
