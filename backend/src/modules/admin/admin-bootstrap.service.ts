import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { Clock } from '../../common/clock/clock';
import { PasswordHasher, UsersRepository } from '../auth';
import { withStartupLock } from '../../database/startup-lock';

export const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * Makes sure an administrator can log in: ADMIN_USERNAME/ADMIN_PASSWORD create that admin or reset
 * its password; with neither set and no admin yet, one is created with a random password logged once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /** Under the start-up lock: two backends started together must not both create the administrator. */
  onApplicationBootstrap(): Promise<void> {
    return withStartupLock(this.config.databaseSessionUrl, this.config.databasePoolSize, () => this.ensureAnAdmin());
  }

  private async ensureAnAdmin(): Promise<void> {
    if (this.config.admin) {
      await this.ensureAdmin(this.config.admin.username, this.config.admin.password);
      return;
    }
    if (await this.users.anyAdmin()) return;
    const password = randomBytes(12).toString('base64url');
    await this.ensureAdmin(DEFAULT_ADMIN_USERNAME, password);
    this.logger.warn(
      `Created the administrator "${DEFAULT_ADMIN_USERNAME}" with password: ${password} ` +
        '(shown only now; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
    );
  }

  private async ensureAdmin(username: string, password: string): Promise<void> {
    const existing = await this.users.findByUsername(username);
    if (existing) {
      if (existing.isAdmin && (await this.hasher.verify(existing.passwordHash, password))) return;
      // A changed password ends the sessions opened with the old one.
      await this.users.makeAdmin(existing.id, await this.hasher.hash(password), existing.sessionVersion + 1);
      this.logger.log(`Administrator "${username}" updated from the configuration`);
      return;
    }
    await this.users.insert({
      firstName: 'Administrator',
      lastName: '',
      email: null,
      username,
      passwordHash: await this.hasher.hash(password),
      isAdmin: true,
      hasSeenWelcome: true,
      trialExpiresAt: null,
      sessionVersion: 0,
      createdAt: this.clock.now(),
    });
    this.logger.log(`Administrator "${username}" created`);
  }
}
