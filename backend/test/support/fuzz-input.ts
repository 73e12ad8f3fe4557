import fc from 'fast-check';
import { type ApiRoute } from './routes';
import { adminLogin, bearer, createJob, createShop, startTestApp, type Shop, type TestApp } from './test-app';

/**
 * The generated bad input of the fuzz tests (test/fuzz-*.e2e.ts) and the check every answer passes: never a
 * 5xx, and every error the API's {detail, code, requestId} with an Albanian detail.
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
export const body = fc.oneof(
  fc.dictionary(fieldName, hostileValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  deep,
);
export const query = fc.dictionary(
  fieldName,
  fc.oneof(anyText, fc.string(), fc.constantFrom('', '0', '-1', '101', '99999999999999999999', 'completed', 'jobs')),
  { maxKeys: 5 },
);

/** Percent-encodes the UTF-8 bytes (an unpaired surrogate becomes U+FFFD, as a browser would send it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
export const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
/** FUZZ_SCALE=10 runs ten times as many inputs (tens of thousands), for a longer search than the suite's. */
export const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1));

export const pathId = fc.oneof(
  fc.uuid(),
  anyText.map(encode),
  fc.constantFrom('%E0%A4%A', '..', '%00', 'null', '1'.repeat(200)),
);

/** The app under fuzz, a shop with a job, and the check of each generated request (counted for the log). */
export interface FuzzTarget {
  t: TestApp;
  shop: Shop;
  expectNoServerError(route: ApiRoute, path: string, sent: unknown): Promise<void>;
  close(): Promise<void>;
}

export async function startFuzzTarget(name: string): Promise<FuzzTarget> {
  const t = await startTestApp({ AUTH_RATE_LIMIT: '1000000', PUBLIC_PAGE_RATE_LIMIT: '1000000' });
  const shop = await createShop(t);
  await createJob(t, shop.token, shop.worker.id);
  const adminToken = (await adminLogin(t)).access_token;
  let answered = 0;
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

  return {
    t,
    shop,
    expectNoServerError,
    close: async () => {
      await t.close();
      console.log(`fuzz (${name}): ${answered} generated requests answered, none with a 5xx`);
    },
  };
}
