import fc from 'fast-check';
import { concretePath, listRoutes, type ApiRoute } from './support/routes';
import { adminLogin, bearer, createJob, createShop, startTestApp, type Shop, type TestApp } from './support/test-app';

/**
 * Generated bad input against every route: whatever arrives in a body, a query or a path, the answer is
 * never a 5xx, and every error is the API's {detail, code, requestId} with an Albanian detail.
 */

/** Any UTF-16 code unit, NUL and unpaired surrogates included. */
const anyText = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
  .map((units) => String.fromCharCode(...units));
/**
 * Nesting from shallow to far deeper than any body the API takes, written as text when sent (bodyText:
 * JSON.stringify itself would overflow the stack), and shown in a failure report by its depth.
 */
class Nested {
  constructor(readonly levels: number) {}
  [fc.toStringMethod](): string {
    return `<${this.levels} levels of nesting>`;
  }
}

/** The JSON text of a generated body, with each Nested written out as brackets. */
function bodyText(value: unknown): string {
  const nested: Nested[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) =>
    part instanceof Nested ? `\u0000nested${nested.push(part) - 1}\u0000` : part,
  );
  return text.replace(/"\\u0000nested(\d+)\\u0000"/g, (_match, index: string) => {
    const levels = nested[Number(index)]!.levels;
    return `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
  });
}
const deep = fc.integer({ min: 1, max: 5000 }).map((levels) => new Nested(levels));
const hostileValue = fc.oneof(
  anyText,
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((value) => Number(value)),
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    '2024-W01',
    '2024-366',
    '20240101',
    '1000001',
    '%',
    '_',
    '\\',
  ),
  fc.jsonValue({ maxDepth: 4 }),
  deep,
);
/** Names the API's bodies and queries use, so that generated input reaches the field checks and beyond. */
const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'username',
  'token',
  'businessName',
  'contactNumber',
  'country',
  'city',
  'phoneNumber',
  'workerId',
  'clientName',
  'clientPhone',
  'deviceModel',
  'deviceImei',
  'deviceCode',
  'workDescription',
  'estimatedPrice',
  'priority',
  'status',
  'message',
  'months',
  'enabled',
  'templates',
  'code',
  'phoneLast4',
  'search',
  'createdFrom',
  'createdTo',
  'limit',
  'offset',
  'sort',
  '__proto__',
  'constructor',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), anyText);
const body = fc.oneof(fc.dictionary(fieldName, hostileValue, { maxKeys: 8 }), fc.jsonValue({ maxDepth: 3 }), deep);
const query = fc.dictionary(
  fieldName,
  fc.oneof(anyText, fc.string(), fc.constantFrom('', '0', '-1', '101', '99999999999999999999', 'completed', 'jobs')),
  { maxKeys: 5 },
);

/** Percent-encodes the UTF-8 bytes (an unpaired surrogate becomes U+FFFD, as a browser would send it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
/** FUZZ_SCALE=10 runs ten times as many inputs (tens of thousands), for a longer search than the suite's. */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

const pathId = fc.oneof(
  fc.uuid(),
  anyText.map(encode),
  fc.constantFrom('%E0%A4%A', '..', '%00', 'null', '1'.repeat(200)),
);

describe('fuzzed input never answers 5xx', () => {
  let t: TestApp;
  let shop: Shop;
  let adminToken: string;
  let answered = 0;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '1000000', PUBLIC_PAGE_RATE_LIMIT: '1000000' });
    shop = await createShop(t);
    await createJob(t, shop.token, shop.worker.id);
    adminToken = (await adminLogin(t)).access_token;
  });
  afterAll(async () => {
    await t.close();
    console.log(`fuzz: ${answered} generated requests answered, none with a 5xx`);
  });

  const tokenFor = (route: ApiRoute) => (route.access === 'admin' ? adminToken : shop.token);

  async function expectNoServerError(route: ApiRoute, path: string, sent: unknown): Promise<void> {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let call = t
      .http()
      [method](path)
      .set(bearer(tokenFor(route)));
    if (sent !== undefined) call = call.set('Content-Type', 'application/json').send(bodyText(sent));
    const response = await call;
    answered += 1;
    if (response.status >= 500)
      throw new Error(
        `${route.method} ${path} answered ${response.status}: ${response.text} for ${bodyText(sent).slice(0, 300)}`,
      );
    if (response.status >= 400) {
      expect(typeof response.body.detail).toBe('string');
      expect(response.body.code).toMatch(/^[A-Z][A-Z_]+$/);
      if (response.status !== 431) expect(response.body.requestId).toBe(response.headers['x-request-id']);
    }
  }

  const routes = () => listRoutes(t.app);

  it('bodies of every route that takes one', async () => {
    const withBody = routes().filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(withBody.length).toBeGreaterThan(12);
    for (const route of withBody) {
      const path = concretePath(route, shop.worker.id);
      await fc.assert(
        fc.asyncProperty(body, (sent) => expectNoServerError(route, path, sent)),
        { numRuns: 120 * SCALE },
      );
    }
  }, 3_600_000);

  it('queries of every route', async () => {
    for (const route of routes().filter((route) => route.method === 'GET')) {
      const path = concretePath(route, shop.worker.id);
      await fc.assert(
        fc.asyncProperty(query, (values) => expectNoServerError(route, `${path}?${queryString(values)}`, undefined)),
        { numRuns: 60 * SCALE },
      );
    }
  }, 3_600_000);

  it('ids in every path that has one', async () => {
    for (const route of routes().filter((route) => route.path.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(pathId, (id) =>
          expectNoServerError(
            route,
            concretePath(route, id),
            route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          ),
        ),
        { numRuns: 60 * SCALE },
      );
    }
  }, 3_600_000);
});
