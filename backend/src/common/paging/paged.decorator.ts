import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';
import { Page } from './page';

/** The route config key @Paged() sets. */
export const PAGED = 'answersPage';

/** Marks a route that returns a Page: its rows are sent as the JSON array and its total in X-Total-Count. */
export const Paged = (): MethodDecorator => RouteConfig({ [PAGED]: true });

const sendPage: preSerializationHookHandler<unknown> = (_request, reply, payload, done) => {
  if (!(payload instanceof Page)) return done(null, payload);
  void reply.header(TOTAL_COUNT_HEADER, String(payload.total));
  done(null, payload.items);
};

/**
 * Gives the routes marked @Paged() a Fastify hook of their own that sends their Page. It was a Nest interceptor:
 * an RxJS pipeline and two async resources per request, a few percent of a list's CPU. Runs before the routes are
 * registered (app.init).
 */
export function sendPages(server: FastifyInstance): void {
  server.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[PAGED] !== true) return;
    const own = route.preSerialization;
    route.preSerialization = own === undefined ? [sendPage] : [...(Array.isArray(own) ? own : [own]), sendPage];
  });
}
