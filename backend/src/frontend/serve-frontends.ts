import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultErrorBody } from '../common/http/albanian-messages';

export const REMOTES = ['shop', 'admin', 'print'] as const;

/** Files whose names carry no content hash must be revalidated, or a new deployment would not be seen. */
function cacheHeaders(response: SetHeadersResponse, path: string): void {
  const hashed = /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(path);
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built shell at / and each remote at /remotes/<name>/, from the same port as the API,
 * so one process runs the whole product. Any other GET outside /api is a route of the single-page
 * shell (/dashboard, /admin-panel, ...) and gets its index.html. Returns false when nothing is built.
 */
export async function serveFrontends(app: NestFastifyApplication, frontendsDir: string): Promise<boolean> {
  const shellDist = join(frontendsDir, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) return false;
  for (const remote of REMOTES) {
    const dist = join(frontendsDir, remote, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      setHeaders: cacheHeaders,
      cacheControl: false,
      preCompressed: true,
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: cacheHeaders,
    preCompressed: true,
  });
  const indexHtml = await readFile(join(shellDist, 'index.html'), 'utf8');
  // Registered on Fastify itself: its router prefers every exact API and file route over this one.
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/remotes/')) {
        return reply.status(404).send(defaultErrorBody(404, request.id));
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  return true;
}
