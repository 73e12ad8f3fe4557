// The auth module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { AuthModule } from './auth.module';
export { EmailTakenException, InvalidSessionException, TrialExpiredException } from './auth.exceptions';
export {
  isStation,
  ownerAccount,
  type AuthenticatedUser,
  type ShopAccount,
  type StationPrincipal,
} from './authenticated-user';
export { IsAccountEmail, IsNewPassword, TokenAndNewPasswordDto } from './dto/account-fields';
export { SingleUseLinkEntity } from './entities/single-use-link.entity';
export { UserEntity } from './entities/user.entity';
export { PasswordHasher } from './password-hasher';
export { PasswordResetService } from './password-reset/password-reset.service';
export { AccountsRepository } from './sessions/accounts.repository';
export { SingleUseLinksRepository } from './single-use-links.repository';
export { hashSingleUseToken, newSingleUseLink, newSingleUseToken } from './single-use-token';
export { StationCredentials } from './stations/station-credentials';
export { TokenService } from './token.service';
export { addCalendarMonths, trialState } from './trial';
export { toUserResponse } from './user.mapper';
export { UsersRepository, type NewUser } from './users.repository';
