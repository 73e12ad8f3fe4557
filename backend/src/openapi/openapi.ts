import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { dirname } from 'node:path';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { listRoutes, type ApiRoute } from './route-catalog';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = { description: string; content: Record<string, { schema: { $ref: string } }> };

export const DOCS_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/openapi.json';

/** The contract's types as JSON Schema (libs/contracts/scripts/api-schemas.js). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file of another package, read once
const CONTRACT_SCHEMAS = require('@repair-shop/contracts/api-schemas.json') as Record<string, object>;

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
const error = (description: string): ResponseObject => ({ description, content: errorBody });

/** The errors a route answers by its kind: declared once here, from the same rules the guards apply. */
function errorsOf(route: ApiRoute, operation: OperationObject): Record<string, ResponseObject> {
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const hasInput = hasBody || (operation.parameters ?? []).length > 0;
  const errors: Record<string, ResponseObject> = {};
  if (hasInput)
    errors['400'] = error(
      'Invalid input (VALIDATION_FAILED names the field in Albanian in detail, and as the request names it in field; BAD_REQUEST for text that cannot be stored or input nested too deep)',
    );
  if (route.access === 'station') {
    errors['401'] = error(
      'No credential (AUTH_REQUIRED), or a station removed or paired again since (STATION_UNPAIRED)',
    );
  } else if (route.access !== 'public') {
    errors['401'] = error(
      'No token (AUTH_REQUIRED) or a session that ended: SESSION_EXPIRED, SESSION_REVOKED, ACCOUNT_DELETED, SESSION_INVALID',
    );
  }
  const forbidden: string[] = [];
  if (route.access === 'station') forbidden.push("a person's token (STATION_ONLY)");
  else if (route.access !== 'public') forbidden.push("a print station's credential (STATION_FORBIDDEN)");
  if (route.access === 'admin') forbidden.push("a shop's token (ADMIN_ONLY)");
  if (route.access === 'shop') forbidden.push("the administrator's token (SHOP_ACCOUNT_ONLY)");
  if (route.access === 'shop' && writes && !route.allowsExpiredTrial)
    forbidden.push('a shop whose trial expired (TRIAL_EXPIRED)');
  if (forbidden.length > 0) errors['403'] = error(`Not allowed for ${forbidden.join(', or ')}`);
  if (route.path.includes(':')) errors['404'] = error("No such id, or another shop's (…_NOT_FOUND)");
  if (hasBody) {
    errors['413'] = error('Body too large (PAYLOAD_TOO_LARGE)');
    errors['415'] = error('A body that is not JSON (UNSUPPORTED_MEDIA_TYPE)');
  }
  if (route.rateLimited) errors['429'] = error('Too many tries from this address (TOO_MANY_REQUESTS)');
  errors['500'] = error('An unexpected fault, logged with the requestId (INTERNAL_ERROR)');
  errors['503'] = error(
    'The database cannot be reached right now: try again; the session stays valid (SERVICE_UNAVAILABLE)',
  );
  return errors;
}

/** Builds the OpenAPI document from the controllers, the DTOs (through the compiler plugin) and the contract. */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Servisi API')
    .setDescription(
      'The API of Servisi, for repair shops. Every error is JSON {detail, code, requestId}: detail is an Albanian sentence for the user, ' +
        'code a stable name of the case, requestId the request in the server logs (also in X-Request-Id); a refusal of one field of the request ' +
        'names it in field (phoneNumber, deposit.amount). ' +
        'Lists answer one page as an array, with the number of matching rows in X-Total-Count.',
    )
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  document.components = { ...document.components, schemas: { ...CONTRACT_SCHEMAS, ...document.components?.schemas } };
  const routes = new Map(listRoutes(app).map((route) => [`${route.method} ${route.path}`, route]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method];
      const route = routes.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      if (!operation || !route) continue;
      operation.responses = { ...errorsOf(route, operation), ...operation.responses };
      if (route.access !== 'public') operation.security = [{ bearer: [] }];
    }
  }
  return document;
}

const DOCS_PAGE = `<!doctype html>
<html lang="sq">
  <head>
    <meta charset="utf-8" />
    <title>Servisi API</title>
    <link rel="stylesheet" href="/${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="/${DOCS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="/${DOCS_PATH}/servisi-init.js"></script>
  </body>
</html>`;

// A file, not an inline script: the Content-Security-Policy allows scripts of this origin only.
const DOCS_INIT = `window.onload = () => {
  window.ui = SwaggerUIBundle({ url: '/${OPENAPI_JSON_PATH}', dom_id: '#swagger-ui', presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
};`;

/**
 * Swagger UI's folder, found without loading the package: its index evaluates the 1.8 MB browser bundle in Node,
 * a tenth of a second at every start for files that are only served.
 */
const SWAGGER_UI_FILES = dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * The document at /api/openapi.json (and .yaml), built on first request, and the interactive
 * documentation at /api/docs: Swagger UI's files from swagger-ui-dist, served by this backend.
 */
export async function serveApiDocs(app: NestFastifyApplication): Promise<void> {
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), {
    ui: false,
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/openapi.yaml',
  });
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_FILES,
    prefix: `/${DOCS_PATH}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
  });
  const server = app.getHttpAdapter().getInstance();
  server.get(`/${DOCS_PATH}`, (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
  server.get(`/${DOCS_PATH}/servisi-init.js`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_INIT),
  );
}
