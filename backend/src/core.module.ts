import { DynamicModule, Global, Module } from '@nestjs/common';
import type { RuntimeConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.tokens';
import { Clock, SystemClock } from './common/clock/clock';
import {
  PASSWORD_HASH_COST,
  PRODUCT_PASSWORD_HASH_COST,
  type PasswordHashCost,
} from './common/crypto/password-hash-cost';

/** The validated configuration, the clock and the password hashing's cost, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(
    config: RuntimeConfig,
    clock: Clock = new SystemClock(),
    passwordHashCost: PasswordHashCost = PRODUCT_PASSWORD_HASH_COST,
  ): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: PASSWORD_HASH_COST, useValue: passwordHashCost },
      ],
      exports: [APP_CONFIG, Clock, PASSWORD_HASH_COST],
    };
  }
}
