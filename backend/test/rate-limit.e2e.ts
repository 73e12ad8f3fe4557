import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  DEFAULT_PASSWORD,
  bearer,
  expectError,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './support/test-app';

const TOO_MANY = 'Shumë përpjekje. Ju lutemi provoni përsëri pas pak.';

describe('rate limit of the authentication routes (AUTH_RATE_LIMIT=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the 4th login within the window with 429, even with the right password', async () => {
    const email = uniqueEmail();
    const registered = await t
      .http()
      .post('/api/register')
      .send({ firstName: 'Ardit', lastName: 'Sopi', email, password: DEFAULT_PASSWORD });
    expect(registered.status).toBe(201);

    const first = await t.http().post('/api/login').send({ email, password: DEFAULT_PASSWORD });
    expect(first.status).toBe(200);
    const token = first.body.access_token as string;
    expectError(
      await t.http().post('/api/login').send({ email, password: 'fjalekalim-i-gabuar' }),
      401,
      'Email ose fjalëkalimi i gabuar.',
    );
    expect((await t.http().post('/api/login').send({ email, password: DEFAULT_PASSWORD })).status).toBe(200);

    expectError(await t.http().post('/api/login').send({ email, password: DEFAULT_PASSWORD }), 429, TOO_MANY);
    expectError(await t.http().post('/api/login').send({ email, password: 'fjalekalim-i-gabuar' }), 429, TOO_MANY);

    // Routes outside authentication are not limited, and the session still works.
    for (let i = 0; i < 5; i += 1) {
      const profile = await t.http().get('/api/user/profile').set(bearer(token));
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe(email);
    }
  });

  it('limits the administrator login on its own', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await t.http().post('/api/admin/login').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })).status,
      ).toBe(200);
    }
    expectError(
      await t.http().post('/api/admin/login').send({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
      429,
      TOO_MANY,
    );
  });

  it('limits registration too', async () => {
    // One registration was made by the first test.
    for (let i = 0; i < 2; i += 1) {
      const response = await t
        .http()
        .post('/api/register')
        .send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: DEFAULT_PASSWORD });
      expect(response.status).toBe(201);
    }
    const email = uniqueEmail();
    expectError(
      await t.http().post('/api/register').send({ firstName: 'A', lastName: 'B', email, password: DEFAULT_PASSWORD }),
      429,
      TOO_MANY,
    );
    const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(count).toBe(0);
  });
});

describe('rate limits shared by two instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' });
    second = await startTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' }, undefined, {
      freshDatabase: false,
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts the tries made through either instance against one limit', async () => {
    const tries = [first, second, first].map((instance) =>
      instance.http().post('/api/login').send({ email: 'kush@dyqani.test', password: 'gabim-gabim' }),
    );
    for (const response of await Promise.all(tries)) expectError(response, 401, 'Email ose fjalëkalimi i gabuar.');
    expectError(
      await second.http().post('/api/login').send({ email: 'kush@dyqani.test', password: 'gabim-gabim' }),
      429,
      TOO_MANY,
    );
    expectError(
      await first.http().post('/api/login').send({ email: 'kush@dyqani.test', password: 'gabim-gabim' }),
      429,
      TOO_MANY,
    );
  });
});

describe('the public tracking page and the lookup by code have limits of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '2', PUBLIC_PAGE_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets a shop's clients behind one address open the page more often than anyone may guess codes", async () => {
    const page = () => t.http().get(`/api/public/track/${'a'.repeat(43)}`);
    for (let i = 0; i < 5; i += 1) expect((await page()).status).toBe(404);
    expectError(await page(), 429, TOO_MANY);
    // The lookup has its own, stricter count, untouched by the page's.
    const lookup = () => t.http().post('/api/public/track/lookup').send({ code: 'ABC123', phoneLast4: '1234' });
    for (let i = 0; i < 2; i += 1) expect((await lookup()).status).toBe(404);
    expectError(await lookup(), 429, TOO_MANY);
  });
});
