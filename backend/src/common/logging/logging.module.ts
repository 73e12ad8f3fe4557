import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Logger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';

const PINO_LEVELS: Record<AppConfig['logLevel'], string> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

/** The application's one pino logger: the access log (access-log.ts) and every request's lines are its children. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

@Global()
@Module({})
class LoggingModule {}

/**
 * Structured JSON logs (pino) behind Nest's Logger. Unlike nestjs-pino's LoggerModule, this registers no
 * middleware: Nest's middleware runs every request through middie and pino-http made two child loggers
 * per request, together a fifth of the CPU a simple request cost. The lines per request are written by
 * Fastify hooks instead (access-log.ts), and nothing secret is logged (see there).
 */
export function loggingModule(config: AppConfig, destination?: DestinationStream): DynamicModule {
  // Asynchronous: a log line never makes a request wait for the terminal or the disk.
  const root = pino({ level: PINO_LEVELS[config.logLevel] }, destination ?? pino.destination({ dest: 1, sync: false }));
  const params: Params = { pinoHttp: { logger: root } };
  return {
    module: LoggingModule,
    providers: [
      Logger,
      PinoLogger,
      { provide: PARAMS_PROVIDER_TOKEN, useValue: params },
      { provide: ROOT_LOGGER, useValue: root },
    ],
    exports: [Logger, PinoLogger, ROOT_LOGGER],
  };
}
