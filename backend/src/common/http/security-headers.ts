import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../config/app-config';

/** A year, as browsers expect of a site that is HTTPS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. The Content-Security-Policy allows what the frontends load: their
 * own scripts and styles (and a remote's origin when deployed on its own), Mantine's inline styles,
 * QR codes as data: images; nothing may frame the product. API answers are never stored by a cache
 * (they carry a user's data, login answers a token). HSTS only over HTTPS, where it means something.
 */
export async function addSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const others = config.frontendOrigins;
  await app.register(fastifyHelmet, {
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
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
