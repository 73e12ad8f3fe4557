import fastifyMultipart from '@fastify/multipart';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { defaultErrorBody } from './albanian-messages';
import { REQUEST_ID_HEADER } from '../logging/request-id';

const ACCEPTS_UPLOAD = 'acceptsUpload';

/** The route takes a multipart upload (a photo); every other route answers one with 415, as before. */
export const AcceptsUpload = (): MethodDecorator => RouteConfig({ [ACCEPTS_UPLOAD]: true });

/**
 * Multipart bodies for the routes marked @AcceptsUpload only: one file of at most `maxBytes` and no
 * other part (what the route needs besides the file comes in its query). A form another site posts
 * elsewhere still gets 415, and the upload still needs the bearer token like every shop route.
 */
export async function acceptUploads(app: NestFastifyApplication, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const contentType = request.headers['content-type'];
      if (contentType === undefined || !contentType.toLowerCase().startsWith('multipart/')) return done();
      const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
      if (config?.[ACCEPTS_UPLOAD] === true) return done();
      // Answered here: the route's handler is not run.
      void reply.status(415).header(REQUEST_ID_HEADER, request.id).send(defaultErrorBody(415, request.id));
    });
}
