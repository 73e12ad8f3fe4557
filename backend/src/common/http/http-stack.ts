import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants as zlibConstants } from 'node:zlib';
import { PHOTO_MAX_BYTES, TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import type { AppConfig } from '../../config/app-config';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { serveMetrics } from '../metrics/metrics';
import { acceptJsonBodiesOnly } from './json-only-body';
import { acceptUploads } from './uploads';
import { addSecurityHeaders } from './security-headers';

/**
 * What every answer goes through before any route: JSON bodies only (multipart on a photo upload's route),
 * the request's id in X-Request-Id, compression, security headers, metrics when configured, and CORS when a
 * split deployment asks for it.
 */
export async function configureHttpStack(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const server = app.getHttpAdapter().getInstance();
  acceptJsonBodiesOnly(server);
  await acceptUploads(app, PHOTO_MAX_BYTES);
  server.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // While stopping, a request in flight gets its answer and its connection is closed after it: a
  // kept-alive connection would otherwise hold the stop until the client lets it go.
  let closing = false;
  server.addHook('preClose', async () => {
    closing = true;
  });
  server.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('Connection', 'close');
    return payload;
  });
  // Before any route, so that its hook covers the API and the files (the built frontends ship their own
  // .br and .gz copies, which @fastify/static serves as they are). Brotli's default quality is too slow
  // to run per answer; 4 compresses JSON about as well as gzip's best at a fraction of the cost.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  addSecurityHeaders(app, config);
  if (config.metricsToken) serveMetrics(app, config.metricsToken);
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      exposedHeaders: [TOTAL_COUNT_HEADER, REQUEST_ID_HEADER],
      maxAge: 600,
    });
  }
}
