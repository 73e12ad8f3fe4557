import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { RuntimeConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.tokens';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { JwtStrategy } from './jwt.strategy';
import { AccountsRepository } from './sessions/accounts.repository';
import { StationCredentials } from './stations/station-credentials';
import { StationLoginsRepository } from './stations/station-logins.repository';
import { SingleUseLinksRepository } from './single-use-links.repository';
import { UsersRepository } from './users.repository';
import { UserSessionsRepository } from './sessions/user-sessions.repository';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetService } from './password-reset/password-reset.service';
import { Mailer } from '../../common/mail/mailer';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: RuntimeConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as `${number}d`, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, PasswordResetController],
  providers: [
    AuthService,
    JwtStrategy,
    AccountsRepository,
    UserSessionsRepository,
    PasswordHasher,
    TokenService,
    PasswordResetService,
    Mailer,
    StationCredentials,
    StationLoginsRepository,
    SingleUseLinksRepository,
    UsersRepository,
  ],
  exports: [
    UsersRepository,
    SingleUseLinksRepository,
    PasswordHasher,
    TokenService,
    AccountsRepository,
    Mailer,
    PasswordResetService,
    StationCredentials,
  ],
})
export class AuthModule {}
