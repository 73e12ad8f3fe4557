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
import { SessionLookup } from './sessions/session-lookup';
import { StationCredentials } from './stations/station-credentials';
import { UserSessions } from './sessions/user-sessions';
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
  providers: [AuthService, JwtStrategy, SessionLookup, UserSessions, PasswordHasher, TokenService, PasswordResetService, Mailer, StationCredentials],
  exports: [TypeOrmModule, PasswordHasher, TokenService, SessionLookup, Mailer, StationCredentials],
})
export class AuthModule {}
