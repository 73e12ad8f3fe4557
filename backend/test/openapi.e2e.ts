import { listRoutes } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
}

/** The OpenAPI document lists every route the application has, with its answers and its errors. */
describe('API documentation', () => {
  let t: TestApp;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.http().get('/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3.1 document with every route Nest knows', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const routes = listRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(25);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it("documents each route's answer and the errors its kind can give", () => {
    for (const route of listRoutes(t.app)) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.path}`;
      expect([name, Boolean(operation)]).toEqual([name, true]);
      const statuses = Object.keys(operation!.responses);
      const success = statuses.find((status) => status.startsWith('2'));
      expect([name, success !== undefined && Boolean(operation!.responses[success]?.content)]).toEqual([name, true]);
      const expected = ['500', '503'];
      if (route.access !== 'public') expected.push('401');
      if (route.access === 'shop' || route.access === 'admin') expected.push('403');
      if (route.path.includes(':')) expected.push('404');
      if (route.rateLimited) expected.push('429');
      expect([name, expected.filter((status) => !statuses.includes(status))]).toEqual([name, []]);
      expect([name, Boolean(operation!.security)]).toEqual([name, route.access !== 'public']);
    }
  });

  it('resolves every schema reference to the API contract', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(
      (match) => match[1]!,
    );
    expect(refs.length).toBeGreaterThan(30);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
    expect(document.components.schemas.ApiError).toMatchObject({
      properties: { detail: { type: 'string' }, code: { type: 'string' } },
    });
  });

  it('serves the interactive documentation, scripts from files (the CSP allows no inline script)', async () => {
    const page = await t.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/<script>[^<]/);
    expect((await t.http().get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await t.http().get('/api/docs/servisi-init.js')).text).toContain("url: '/api/openapi.json'");
  });
});
