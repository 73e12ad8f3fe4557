import {
  BUSINESS,
  adminLogin,
  bearer,
  createJob,
  createShop,
  expectError,
  expectRefusedField,
  jobRequest,
  registerOwner,
  startTestApp,
  type Owner,
  type Shop,
  type TestApp,
} from './support/test-app';

/**
 * Whatever a client sends, the answer is never a 500: every body-taking endpoint gets missing fields,
 * wrong types, unknown fields, oversized, malformed and non-object bodies, and answers each with its
 * status and an Albanian `detail`. Nothing in the database changes.
 */

const NOT_AN_OBJECT = 'Të dhënat e dërguara duhet të jenë një objekt JSON.';
const BAD_REQUEST = 'Kërkesa nuk është e vlefshme.';
const TOO_LARGE = 'Kërkesa është shumë e madhe.';
const UNSUPPORTED = 'Lloji i të dhënave nuk mbështetet. Dërgoni JSON.';
const INVALID_TEXT = 'Të dhënat përmbajnë karaktere të palejuara.';
const TOO_DEEP = 'Të dhënat e dërguara kanë një strukturë shumë të thellë.';

type Kind = 'text' | 'enum' | 'int';
type Method = 'post' | 'put' | 'patch';

interface Field {
  name: string;
  label: string;
  kind: Kind;
}

interface Endpoint {
  name: string;
  method: Method;
  path: () => string;
  token: () => string | null;
  body: () => Record<string, unknown>;
  fields: Field[];
  /** Every field is optional (PATCH): a missing field or a null body is not an error. */
  partial?: boolean;
  /** Paths with an id: a malformed id answers this 404 detail. */
  badIdPath?: { path: string; detail: string };
}

const required = (label: string) => `Fusha «${label}» është e detyrueshme.`;

/** The Albanian sentence for a field of this kind given this wrong value. */
function expectedDetail(field: Field, value: unknown): string {
  if (value === null || value === undefined) return required(field.label);
  switch (field.kind) {
    case 'text':
      return `Fusha «${field.label}» duhet të jetë tekst.`;
    case 'enum':
      return `Fusha «${field.label}» ka një vlerë të pavlefshme.`;
    case 'int':
      return `Fusha «${field.label}» duhet të jetë numër i plotë.`;
  }
}

const WRONG_VALUES: Record<Kind, unknown[]> = {
  text: [undefined, null, 123, 0, true, [], ['tekst'], {}, { value: 'tekst' }],
  enum: [undefined, null, 123, true, [], ['new'], {}],
  int: [undefined, null, '6', 1.5, true, [], [6], {}],
};

describe('bad input never causes a 500', () => {
  let t: TestApp;
  let shop: Shop;
  let noBusiness: Owner;
  let adminToken: string;
  let jobId: string;

  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
    noBusiness = await registerOwner(t);
    adminToken = (await adminLogin(t)).access_token;
    jobId = (await createJob(t, shop.token, shop.worker.id)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const text = (name: string, label: string): Field => ({ name, label, kind: 'text' });
  // Registering and editing a business take the same fields.
  const businessFields = [
    text('businessName', 'Emri i biznesit'),
    text('contactNumber', 'Numri kontaktues'),
    text('country', 'Shteti'),
    text('city', 'Qyteti'),
  ];

  const endpoints: Endpoint[] = [
    {
      name: 'POST /api/register',
      method: 'post',
      path: () => '/api/register',
      token: () => null,
      body: () => ({
        firstName: 'Ana',
        lastName: 'Lika',
        email: 'ana.lika@dyqani.test',
        password: 'fjalekalim-i-gjate',
      }),
      fields: [
        text('firstName', 'Emri'),
        text('lastName', 'Mbiemri'),
        text('email', 'Email'),
        text('password', 'Fjalëkalimi'),
      ],
    },
    {
      name: 'POST /api/login',
      method: 'post',
      path: () => '/api/login',
      token: () => null,
      body: () => ({ email: shop.email, password: shop.password }),
      fields: [text('email', 'Email'), text('password', 'Fjalëkalimi')],
    },
    {
      name: 'POST /api/admin/login',
      method: 'post',
      path: () => '/api/admin/login',
      token: () => null,
      body: () => ({ username: 'admin', password: 'admin-test-password' }),
      fields: [text('username', 'Emri i përdoruesit'), text('password', 'Fjalëkalimi')],
    },
    {
      name: 'POST /api/business/register',
      method: 'post',
      path: () => '/api/business/register',
      token: () => noBusiness.token,
      body: () => ({ ...BUSINESS }),
      fields: businessFields,
    },
    {
      name: 'PUT /api/business',
      method: 'put',
      path: () => '/api/business',
      token: () => shop.token,
      body: () => ({ ...BUSINESS }),
      fields: businessFields,
    },
    {
      name: 'POST /api/workers',
      method: 'post',
      path: () => '/api/workers',
      token: () => shop.token,
      body: () => ({ firstName: 'Ilir', lastName: 'Bytyqi', phoneNumber: '044 321 321' }),
      fields: [text('firstName', 'Emri'), text('lastName', 'Mbiemri'), text('phoneNumber', 'Numri i telefonit')],
    },
    {
      name: 'POST /api/jobs',
      method: 'post',
      path: () => '/api/jobs',
      token: () => shop.token,
      body: () => ({ ...jobRequest(shop.worker.id) }),
      fields: [
        text('workerId', 'Punëtori'),
        text('clientName', 'Emri i klientit'),
        text('clientPhone', 'Telefoni i klientit'),
        text('deviceModel', 'Modeli i pajisjes'),
        text('deviceImei', 'IMEI'),
        text('deviceCode', 'Kodi i pajisjes'),
        text('workDescription', 'Përshkrimi i problemit'),
      ],
    },
    {
      name: 'PATCH /api/jobs/:id',
      method: 'patch',
      path: () => `/api/jobs/${jobId}`,
      token: () => shop.token,
      body: () => ({ clientName: 'Emër i ri', deviceModel: 'Pixel 8' }),
      fields: [
        text('workerId', 'Punëtori'),
        text('clientName', 'Emri i klientit'),
        text('clientPhone', 'Telefoni i klientit'),
        text('deviceModel', 'Modeli i pajisjes'),
        text('deviceImei', 'IMEI'),
        text('deviceCode', 'Kodi i pajisjes'),
        text('workDescription', 'Përshkrimi i problemit'),
      ],
      partial: true,
      badIdPath: { path: '/api/jobs/jo-uuid', detail: 'Puna nuk u gjet.' },
    },
    {
      name: 'PUT /api/jobs/:id/status',
      method: 'put',
      path: () => `/api/jobs/${jobId}/status`,
      token: () => shop.token,
      body: () => ({ status: 'ready' }),
      fields: [{ name: 'status', label: 'Statusi', kind: 'enum' }],
      badIdPath: { path: '/api/jobs/123/status', detail: 'Puna nuk u gjet.' },
    },
    {
      name: 'POST /api/jobs/:id/messages',
      method: 'post',
      path: () => `/api/jobs/${jobId}/messages`,
      token: () => shop.token,
      body: () => ({ message: 'Pjesa u porosit.' }),
      fields: [text('message', 'Mesazhi')],
      badIdPath: { path: '/api/jobs/../messages', detail: 'Puna nuk u gjet.' },
    },
    {
      name: 'PUT /api/admin/users/:id/extend',
      method: 'put',
      path: () => `/api/admin/users/${shop.user.id}/extend`,
      token: () => adminToken,
      body: () => ({ months: 6 }),
      fields: [{ name: 'months', label: 'Muajt', kind: 'int' }],
      badIdPath: { path: '/api/admin/users/1%20OR%201=1/extend', detail: 'Përdoruesi nuk u gjet.' },
    },
  ];

  const call = (endpoint: Endpoint, path = endpoint.path()) => {
    const token = endpoint.token();
    const request = t.http()[endpoint.method](path);
    return token ? request.set(bearer(token)) : request;
  };

  /** Everything the tests could touch by mistake. */
  const snapshot = async () => {
    const [row] = await t.db.query(
      `SELECT
         (SELECT json_agg(u ORDER BY u.id) FROM (SELECT id, first_name, email, trial_expires_at, has_seen_welcome FROM users) u) AS users,
         (SELECT json_agg(b ORDER BY b.id) FROM businesses b) AS businesses,
         (SELECT json_agg(w ORDER BY w.id) FROM workers w) AS workers,
         (SELECT json_agg(j ORDER BY j.id) FROM jobs j) AS jobs,
         (SELECT COUNT(*)::int FROM job_events) AS events`,
    );
    return row;
  };

  describe.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
    let before: unknown;
    beforeAll(async () => {
      before = await snapshot();
    });
    afterAll(async () => {
      // No bad request changed anything.
      expect(await snapshot()).toEqual(before);
    });

    const fieldCases = endpoint.fields.flatMap((field) =>
      WRONG_VALUES[field.kind]
        .filter((value) => !(endpoint.partial && value === undefined))
        .map((value) => [field.name, value === undefined ? 'missing' : JSON.stringify(value), field, value] as const),
    );

    it.each(fieldCases)('%s = %s → 400 naming the field', async (_field, _shown, field, value) => {
      const body = endpoint.body();
      if (value === undefined) delete body[field.name];
      else body[field.name] = value;
      // `field` names it as the request does, for the form to show the detail under it.
      expectRefusedField(await call(endpoint).send(body), 400, field.name, expectedDetail(field, value));
    });

    if (!endpoint.partial) {
      it('an empty object → 400 naming the first required field', async () => {
        expectError(await call(endpoint).send({}), 400, required(endpoint.fields[0].label));
      });

      it('a JSON null body → 400 naming the first required field', async () => {
        expectError(
          await call(endpoint).set('Content-Type', 'application/json').send('null'),
          400,
          required(endpoint.fields[0].label),
        );
      });
    }

    it('an unknown field → 400 "nuk lejohet"', async () => {
      expectRefusedField(
        await call(endpoint).send({ ...endpoint.body(), isAdmin: true }),
        400,
        'isAdmin',
        'Fusha «isAdmin» nuk lejohet.',
      );
      expectError(
        await call(endpoint).send({ ...endpoint.body(), 'ndonjë fushë': 'x' }),
        400,
        'Fusha «ndonjë fushë» nuk lejohet.',
      );
    });

    it('a prototype-pollution attempt → 400', async () => {
      const raw = JSON.stringify(endpoint.body()).replace(/^\{/, '{"__proto__":{"isAdmin":true},');
      expectError(await call(endpoint).set('Content-Type', 'application/json').send(raw), 400, BAD_REQUEST);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('a 1 MB body → 413', async () => {
      const body = { ...endpoint.body(), [endpoint.fields[0].name]: 'x'.repeat(1024 * 1024) };
      expectError(await call(endpoint).send(body), 413, TOO_LARGE);
    });

    it.each([
      ['malformed JSON', '{"a": '],
      ['a JSON text cut short', JSON.stringify({ a: 'b' }).slice(0, -1)],
      ['single quotes', "{'a': 'b'}"],
      ['an empty body', ''],
    ])('%s with a JSON content type → 400', async (_case, raw) => {
      expectError(await call(endpoint).set('Content-Type', 'application/json').send(raw), 400, BAD_REQUEST);
    });

    it.each([
      ['an empty array', '[]'],
      ['an array holding a valid body', () => JSON.stringify([endpoint.body()])],
      ['a string', '"tekst"'],
      ['a number', '42'],
      ['a boolean', 'true'],
    ])('%s as body → 400', async (_case, raw) => {
      const payload = typeof raw === 'function' ? raw() : raw;
      const response = await call(endpoint).set('Content-Type', 'application/json').send(payload);
      expectError(response, 400, NOT_AN_OBJECT);
      // About no field in particular: the form shows it as a notification.
      expect(response.body).not.toHaveProperty('field');
    });

    it('anything but JSON → 415: plain text, XML, and the forms another site could post', async () => {
      expectError(await call(endpoint).set('Content-Type', 'text/plain').send('tekst'), 415, UNSUPPORTED);
      expectError(await call(endpoint).set('Content-Type', 'application/xml').send('<a/>'), 415, UNSUPPORTED);
      expectError(await call(endpoint).type('form').send({ email: 'a@b.c', password: 'x' }), 415, UNSUPPORTED);
      expectError(await call(endpoint).field('email', 'a@b.c'), 415, UNSUPPORTED);
    });

    it('a field nested thousands of levels deep → 400', async () => {
      const deep = `{"${endpoint.fields[0]?.name ?? 'x'}":${'['.repeat(3000)}${']'.repeat(3000)}}`;
      expectError(await call(endpoint).set('Content-Type', 'application/json').send(deep), 400, TOO_DEEP);
    });

    // Every text field, in every body: NUL cannot be stored, and an unpaired surrogate is no character.
    for (const textField of endpoint.fields.filter((field) => field.kind === 'text')) {
      it(`a NUL character in «${textField.label}» → 400`, async () => {
        const body = { ...endpoint.body(), [textField.name]: 'para\u0000pas' };
        expectError(await call(endpoint).send(body), 400, INVALID_TEXT);
      });

      it(`an unpaired UTF-16 surrogate in «${textField.label}» → 400`, async () => {
        const body = JSON.stringify({ ...endpoint.body(), [textField.name]: 'x' }).replace('"x"', '"\\ud800x"');
        expectError(await call(endpoint).set('Content-Type', 'application/json').send(body), 400, INVALID_TEXT);
      });
    }

    if (endpoint.badIdPath) {
      const { path, detail } = endpoint.badIdPath;
      it(`a malformed id in the path (${path}) → 404`, async () => {
        expectError(await call(endpoint, path).send(endpoint.body()), 404, detail);
      });
    }
  });

  it('PATCH with a null body is an empty edit, not an error', async () => {
    const response = await t
      .http()
      .patch(`/api/jobs/${jobId}`)
      .set(bearer(shop.token))
      .set('Content-Type', 'application/json')
      .send('null');
    expect(response.status).toBe(200);
    expect(response.body.job.id).toBe(jobId);
  });

  it('a field of a nested object and a query parameter are named by their path', async () => {
    const deposit = await t
      .http()
      .post('/api/jobs')
      .set(bearer(shop.token))
      .send({ ...jobRequest(shop.worker.id), deposit: { amount: -5, method: 'cash' } });
    expectRefusedField(deposit, 400, 'deposit.amount');
    const query = await t.http().get('/api/jobs?createdFrom=dje').set(bearer(shop.token));
    expectRefusedField(query, 400, 'createdFrom', /^Fusha «.+» duhet të jetë një datë e vlefshme/);
  });

  it('a NUL character in the job search → 400', async () => {
    expectError(await t.http().get('/api/jobs?search=a%00b').set(bearer(shop.token)), 400, INVALID_TEXT);
  });

  it('a NUL character in the login email → 400', async () => {
    expectError(await t.http().post('/api/login').send({ email: 'a\u0000@b.test', password: 'x' }), 400, INVALID_TEXT);
  });

  it("a 60 kB query string answers 431 in the API shape, not Fastify's", async () => {
    const response = await t
      .http()
      .get(`/api/jobs?search=${'a'.repeat(60_000)}`)
      .set(bearer(shop.token));
    expectError(response, 431, 'Kërkesa ka tituj ose adresë shumë të gjatë.');
    expect(response.body.code).toBe('HEADERS_TOO_LARGE');
  });

  it('a malformed percent-encoding in the path answers 400 with an Albanian {detail}', async () => {
    expectError(await t.http().get('/api/jobs/%E0%A4%A').set(bearer(shop.token)), 400, 'Kërkesa nuk është e vlefshme.');
  });

  it('an over-long id in the path answers 404, not 500', async () => {
    // Longer than the router's parameter limit: no route matches, hence the general "not found".
    expectError(
      await t
        .http()
        .get(`/api/jobs/${'a'.repeat(2000)}`)
        .set(bearer(shop.token)),
      404,
      'Nuk u gjet.',
    );
    expectError(
      await t
        .http()
        .delete(`/api/admin/users/${'9'.repeat(40)}`)
        .set(bearer(adminToken)),
      404,
      'Përdoruesi nuk u gjet.',
    );
  });
});
