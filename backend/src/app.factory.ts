import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppOptions } from './app-options';
import { defaultErrorBody } from './common/http/albanian-messages';
import { clientErrorHandler } from './common/http/client-error-handler';
import { configureHttpStack } from './common/http/http-stack';
import { REQUEST_ID_HEADER, requestIdOf } from './common/logging/request-id';
import { createApiValidationPipe } from './common/validation/api-validation.pipe';
import type { RuntimeConfig } from './config/app-config';
import { serveApiDocs } from './openapi/openapi';
import { serveFrontends } from './frontend/serve-frontends';

/** Builds the HTTP application; shared by main.ts and the tests, so both run the same stack. */
export async function createApp(config: RuntimeConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    requestIdHeader: false,
    clientErrorHandler,
    // Errors Fastify raises before routing leave in the API's own shape too: a malformed URL is a bad
    // request; a path parameter longer than any id names nothing.
    frameworkErrors: (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
      void reply.status(status).header(REQUEST_ID_HEADER, request.id).send(defaultErrorBody(status, request.id));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    bufferLogs: true,
    abortOnError: false,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  await configureHttpStack(app, config);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createApiValidationPipe());
  await serveApiDocs(app);
  const servesFrontends = await serveFrontends(app, config.frontendsDir);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  app
    .get(Logger)
    .log(
      servesFrontends
        ? 'Serving the API under /api and the frontends'
        : 'Serving the API under /api (frontends not built)',
      'App',
    );
  return app;
}
