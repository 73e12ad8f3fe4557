import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/app-config';

/** A year, as browsers expect of a site that is HTTPS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. The Content-Security-Policy allows what the frontends load: their
 * own scripts and styles (and a remote's origin when deployed on its own), Mantine's inline styles,
 * QR codes as data: images; nothing may frame the product. API answers are never stored by a cache
 * (they carry a user's data, login answers a token). HSTS only over HTTPS, where it means something.
 */
export function addSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const others = config.frontendOrigins;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...others],
        styleSrc: ["'self'", "'unsafe-inline'", ...others],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', ...others],
        connectSrc: ["'self'", ...others],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when the request really came over HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto).
    hsts: false,
    // Remotes served from another origin are loaded as scripts by the shell.
    crossOriginResourcePolicy: { policy: others.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  const server = app.getHttpAdapter().getInstance();
  server.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * The headers helmet sets for these options, worked out once. They depend on nothing in the request
 * (no CSP nonces), and @fastify/helmet would build the whole helmet middleware again for every request:
 * a tenth of what an API call cost.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
