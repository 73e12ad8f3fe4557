import { DynamicModule, Global, Module } from '@nestjs/common';
import type { RuntimeConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.tokens';
import { Clock, SystemClock } from './common/clock/clock';

/** The validated configuration and the clock, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: RuntimeConfig, clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
