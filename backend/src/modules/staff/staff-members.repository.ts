import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { InvitableRole } from '@repair-shop/contracts';
import { StaffMemberEntity } from './entities/staff-member.entity';

/** A worker's login as a new link for it needs it. */
export interface WorkerLogin {
  userId: string;
  email: string;
  role: InvitableRole;
  /** The worker chose a password (accepted the invitation). */
  accepted: boolean;
}

/** staff_members: which shop, worker and role each staff account has. */
@Injectable()
export class StaffMembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction; a second login for the worker raises the unique violation. */
  async insert(manager: EntityManager, member: StaffMemberEntity): Promise<void> {
    await manager.getRepository(StaffMemberEntity).insert(member);
  }

  async workerLogin(workerId: string, businessId: string): Promise<WorkerLogin | null> {
    const [login] = await this.dataSource.query<WorkerLogin[]>(
      `SELECT u.id AS "userId", u.email, m.role, u.password_hash <> '' AS accepted
         FROM staff_members m JOIN users u ON u.id = m.user_id
        WHERE m.worker_id = $1 AND m.business_id = $2`,
      [workerId, businessId],
    );
    return login ?? null;
  }

  /**
   * Sets the worker's login's Albanian operator code (null removes it): whether the worker has a login.
   * A code another login of the shop holds raises the unique violation (staff_members_operator_code_key).
   */
  async setOperatorCode(workerId: string, businessId: string, code: string | null): Promise<boolean> {
    const [rows] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE staff_members SET operator_code = $3 WHERE worker_id = $1 AND business_id = $2 RETURNING user_id`,
      [workerId, businessId, code],
    );
    return rows.length > 0;
  }

  /** Removes the worker's membership (and through its foreign key, the account): whether there was one. */
  async delete(workerId: string, businessId: string): Promise<boolean> {
    const removed = await this.dataSource.getRepository(StaffMemberEntity).delete({ workerId, businessId });
    return Boolean(removed.affected);
  }
}
