import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/app-config';

/** A year, as browsers expect of a site that is HTTPS only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers every answer carries (http-stack.ts sends them, with HSTS over HTTPS and no-store on
 * the API). The Content-Security-Policy allows what the frontends load: their own scripts and styles (and a
 * remote's origin when deployed on its own), Mantine's inline styles, QR codes as data: images; nothing
 * may frame the product.
 */
export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const others = config.frontendOrigins;
  return helmetHeaders({
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
