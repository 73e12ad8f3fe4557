import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_LINK_HOURS } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { ApiException } from '../../../common/http/api-exception';
import { Mailer } from '../../../common/mail/mailer';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { PasswordResetTokenEntity } from '../entities/password-reset-token.entity';
import { PasswordHasher } from '../password-hasher';
import { SingleUseLinksRepository } from '../single-use-links.repository';
import { newSingleUseLink } from '../single-use-token';
import { UsersRepository } from '../users.repository';

const LINK_LIFETIME_MS = PASSWORD_RESET_LINK_HOURS * 60 * 60 * 1000;

export const RESET_REQUESTED_MESSAGE =
  'Nëse ekziston një llogari me këtë email, ju kemi dërguar një lidhje për të rivendosur fjalëkalimin. Lidhja vlen një orë.';
/** Said instead when the server sends no email: no link will come, and whom to ask for one. */
export const RESET_WITHOUT_EMAIL_MESSAGE =
  'Ky server nuk dërgon email, ndaj nuk do t’ju vijë asnjë lidhje. Nëse punoni në një dyqan, kërkojini pronarit ose menaxherit një lidhje për fjalëkalim të ri; nëse jeni pronari, kontaktoni ofruesin e Servisit.';
export const PASSWORD_CHANGED_MESSAGE = 'Fjalëkalimi u ndryshua. Tani mund të hyni me fjalëkalimin e ri.';

export class InvalidResetLinkException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      'Lidhja për rivendosjen e fjalëkalimit nuk është e vlefshme ose ka skaduar. Kërkoni një lidhje të re.',
      'INVALID_RESET_LINK',
    );
  }
}

/** Password reset by email: a single-use link valid for one hour; a new password ends every old session. */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly links: SingleUseLinksRepository,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly mailer: Mailer,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /** Whether a link asked for can reach anyone: without mail, no email goes out (the link is only logged). */
  get emailConfigured(): boolean {
    return this.mailer.configured;
  }

  /**
   * Answers the same whether or not the account exists, so the email goes out in the background: waiting
   * for it (or saying it failed) would tell who has an account.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const link = await this.newLink(user.id);
    void this.mailer.deliver({
      to: email,
      subject: 'Rivendosja e fjalëkalimit – Servisi',
      text:
        `Përshëndetje ${user.firstName},\n\n` +
        `Për të vendosur një fjalëkalim të ri, hapni këtë lidhje brenda një ore:\n${link}\n\n` +
        'Nëse nuk e keni kërkuar ju, injorojeni këtë email: fjalëkalimi juaj mbetet i njëjtë.\n',
    });
  }

  /** A new single-use link for the account to choose a new password, valid one hour: its address. */
  async newLink(userId: string): Promise<string> {
    const { token, row } = newSingleUseLink(userId, this.clock.now(), LINK_LIFETIME_MS);
    await this.links.insert(PasswordResetTokenEntity, row);
    return `${this.config.publicUrl}/reset-password/${token}`;
  }

  async reset(token: string, password: string): Promise<void> {
    const now = this.clock.now();
    // A wrong or spent link is refused before the (deliberately slow) password hash is computed.
    if (!(await this.links.isLive(PasswordResetTokenEntity, token, now))) throw new InvalidResetLinkException();
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.links.spend(manager, PasswordResetTokenEntity, token, now);
      if (!userId) throw new InvalidResetLinkException();
      await this.users.setPassword(manager, userId, passwordHash, true);
    });
  }
}
