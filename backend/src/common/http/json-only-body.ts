import type { FastifyInstance } from 'fastify';

/**
 * The API reads JSON bodies only. Every other body type (forms, multipart, text/plain) has no parser,
 * so Fastify answers 415: a form on another site cannot post to login, register or the lookups, since
 * a JSON body always needs a CORS preflight. Nest's own form parser is off (bodyParser: false).
 */
export function acceptJsonBodiesOnly(instance: FastifyInstance): void {
  const { bodyLimit } = instance.initialConfig;
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    instance.getDefaultJsonParser('error', 'error'),
  );
}
