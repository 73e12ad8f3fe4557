import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { ApiException } from '../../../common/http/api-exception';
import { Mailer } from '../../../common/mail/mailer';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { PasswordResetTokenEntity } from '../entities/password-reset-token.entity';
import { UserEntity } from '../entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { liveLink, newSingleUseLink, spendSingleUseLink } from '../single-use-token';

const LINK_LIFETIME_MS = 60 * 60 * 1000;

export const RESET_REQUESTED_MESSAGE =
  'Nëse ekziston një llogari me këtë email, ju kemi dërguar një lidhje për të rivendosur fjalëkalimin. Lidhja vlen një orë.';
export const PASSWORD_CHANGED_MESSAGE = 'Fjalëkalimi u ndryshua. Tani mund të hyni me fjalëkalimin e ri.';

export class InvalidResetLinkException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'Lidhja për rivendosjen e fjalëkalimit nuk është e vlefshme ose ka skaduar. Kërkoni një lidhje të re.', 'INVALID_RESET_LINK');
  }
}

/** Password reset by email: a single-use link valid for one hour; a new password ends every old session. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly mailer: Mailer,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /** Answers the same whether or not the account exists; the email goes out in the background. */
  async request(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user) return;
    const { token, row } = newSingleUseLink(user.id, this.clock.now(), LINK_LIFETIME_MS);
    await this.dataSource.getRepository(PasswordResetTokenEntity).insert(row);
    const link = `${this.config.publicUrl}/reset-password/${token}`;
    void this.mailer
      .send({
        to: email,
        subject: 'Rivendosja e fjalëkalimit – Servisi',
        text:
          `Përshëndetje ${user.firstName},\n\n` +
          `Për të vendosur një fjalëkalim të ri, hapni këtë lidhje brenda një ore:\n${link}\n\n` +
          'Nëse nuk e keni kërkuar ju, injorojeni këtë email: fjalëkalimi juaj mbetet i njëjtë.\n',
      })
      .catch((error: unknown) => this.logger.error(`Sending the reset email failed: ${String(error)}`));
  }

  async reset(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    // A wrong or spent link is refused before the (deliberately slow) password hash is computed.
    if (!(await this.dataSource.getRepository(PasswordResetTokenEntity).existsBy(liveLink(token, now)))) throw new InvalidResetLinkException();
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await spendSingleUseLink(manager, PasswordResetTokenEntity, token, now);
      if (!userId) throw new InvalidResetLinkException();
      await manager
        .getRepository(UserEntity)
        .createQueryBuilder()
        .update()
        .set({ passwordHash, sessionVersion: () => 'session_version + 1' })
        .where('id = :id', { id: userId })
        .execute();
    });
  }
}
