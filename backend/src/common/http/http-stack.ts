import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants as zlibConstants } from 'node:zlib';
import { PHOTO_MAX_BYTES, TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import type { AppConfig } from '../../config/app-config';
import { logRequests } from '../logging/access-log';
import { ROOT_LOGGER } from '../logging/logging.module';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { serveMetrics } from '../metrics/metrics';
import { sendPages } from '../paging/paged.decorator';
import { acceptJsonBodiesOnly } from './json-only-body';
import { acceptUploads } from './uploads';
import { securityHeaders, HSTS } from './security-headers';

/**
 * What every answer goes through before any route: its log line, JSON bodies only (multipart on a photo
 * upload's route), the request's id in X-Request-Id, compression, security headers, metrics when
 * configured, and CORS when a split deployment asks for it. The hooks every request runs are few and take
 * a callback (an async hook costs promises on every request), and what they add is worked out once.
 */
export async function configureHttpStack(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const server = app.getHttpAdapter().getInstance();
  // First, so that an answer the other hooks give early (a 415) is logged too.
  logRequests(server, app.get(ROOT_LOGGER));
  acceptJsonBodiesOnly(server);
  await acceptUploads(app, PHOTO_MAX_BYTES);
  sendPages(server);
  const headers = securityHeaders(config);
  server.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers).header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // While stopping, a request in flight gets its answer and its connection is closed after it: a
  // kept-alive connection would otherwise hold the stop until the client lets it go.
  let closing = false;
  server.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.addHook('onSend', (request, reply, payload, done) => {
    if (closing) void reply.header('Connection', 'close');
    // HSTS only when the request really came over HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto).
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    // API answers are never stored by a cache: they carry a user's data, login answers a token.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  // Before any route, so that its hook covers the API and the files (the built frontends ship their own
  // .br and .gz copies, which @fastify/static serves as they are). Brotli's quality 2 and one synchronous call
  // up to 64 kB (not a zlib stream per answer) halved a compressed page's CPU (docs/scaling.md).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    syncThreshold: 64 * 1024,
  });
  if (config.metricsToken) serveMetrics(app, config.metricsToken);
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      exposedHeaders: [TOTAL_COUNT_HEADER, REQUEST_ID_HEADER],
      maxAge: 600,
    });
  }
}
