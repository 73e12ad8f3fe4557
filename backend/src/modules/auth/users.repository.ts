import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/** A user's row before it is written: the database gives its id. */
export type NewUser = Omit<UserEntity, 'id'>;

/**
 * The users table: accounts of shop owners, staff and administrators. Writes that belong to a caller's
 * transaction take its EntityManager; the rest run on the pool.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Inserts the user and answers it with its id; a taken email or username raises the unique violation. */
  async insert(fields: NewUser, manager: EntityManager = this.users.manager): Promise<UserEntity> {
    const user = manager.getRepository(UserEntity).create(fields);
    await manager.getRepository(UserEntity).insert(user);
    return user;
  }

  findById(id: string, manager: EntityManager = this.users.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username });
  }

  findAdmin(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ username, isAdmin: true });
  }

  anyAdmin(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /** Moves the user's session version on: every token signed with the old one ends. */
  async endVersionedSessions(id: string): Promise<void> {
    await this.users.increment({ id }, 'sessionVersion', 1);
  }

  async markWelcomeSeen(id: string): Promise<void> {
    await this.users.update({ id }, { hasSeenWelcome: true });
  }

  /** A new password, in the caller's transaction; `endSessions` also ends every token signed before it. */
  async setPassword(manager: EntityManager, id: string, passwordHash: string, endSessions: boolean): Promise<void> {
    if (!endSessions) {
      await manager.getRepository(UserEntity).update({ id }, { passwordHash });
      return;
    }
    await manager
      .getRepository(UserEntity)
      .createQueryBuilder()
      .update()
      .set({ passwordHash, sessionVersion: () => 'session_version + 1' })
      .where('id = :id', { id })
      .execute();
  }

  /** Makes the account an administrator with this password (no trial); `sessionVersion` ends older tokens. */
  async makeAdmin(id: string, passwordHash: string, sessionVersion: number): Promise<void> {
    await this.users.update({ id }, { isAdmin: true, trialExpiresAt: null, passwordHash, sessionVersion });
  }

  async setTrialEnd(manager: EntityManager, id: string, trialExpiresAt: Date): Promise<void> {
    await manager.update(UserEntity, { id }, { trialExpiresAt });
  }

  /** Removes the user and, through the foreign keys, their business, workers, jobs and history. */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  /** Removes every account but the administrators': how many went. */
  async deleteAllButAdmins(): Promise<number> {
    const result = await this.users.delete({ isAdmin: false });
    return result.affected ?? 0;
  }
}
