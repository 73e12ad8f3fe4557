import fastifyCompress from '@fastify/compress';
import { Logger, LogLevel } from '@nestjs/common';
import { constants as zlibConstants } from 'node:zlib';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import type { Clock } from './common/clock/clock';
import { createApiValidationPipe } from './common/validation/api-validation.pipe';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultErrorBody } from './common/http/albanian-messages';
import { clientErrorHandler } from './common/http/client-error-handler';
import { acceptJsonBodiesOnly } from './common/http/json-only-body';
import { addSecurityHeaders } from './common/http/security-headers';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import type { RuntimeConfig } from './config/app-config';
import { serveFrontends } from './frontend/serve-frontends';

const LOG_LEVELS: Record<RuntimeConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

/** Builds the HTTP application; shared by main.ts and the tests, so both run the same stack. */
export async function createApp(config: RuntimeConfig, clock?: Clock): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    // Errors Fastify raises before routing leave in the API's own shape too: a malformed URL is a bad
    // request; a path parameter longer than any id names nothing.
    frameworkErrors: (error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
      void reply.status(status).send(defaultErrorBody(status));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, clock), adapter, {
    logger: LOG_LEVELS[config.logLevel],
    abortOnError: false,
    bodyParser: false,
  });
  acceptJsonBodiesOnly(app.getHttpAdapter().getInstance());
  // Before any route, so that its hook covers the API and the files (the built frontends ship their own
  // .br and .gz copies, which @fastify/static serves as they are). Brotli's default quality is too slow
  // to run per answer; 4 compresses JSON about as well as gzip's best at a fraction of the cost.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await addSecurityHeaders(app, config);
  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins, exposedHeaders: [TOTAL_COUNT_HEADER], maxAge: 600 });
  }
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createApiValidationPipe());
  const servesFrontends = await serveFrontends(app, config.frontendsDir);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  Logger.log(servesFrontends ? 'Serving the API under /api and the frontends' : 'Serving the API under /api (frontends not built)', 'App');
  return app;
}
