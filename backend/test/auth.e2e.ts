import { JwtService } from '@nestjs/jwt';
import type { LoginResponse, UserResponse } from '@repair-shop/contracts';
import { DAY_MS } from './support/test-clock';
import {
  DEFAULT_PASSWORD,
  ISO_DATE,
  START_TIME,
  UUID,
  adminLogin,
  bearer,
  expectError,
  expectRefusedField,
  login,
  registerOwner,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from './support/test-app';

const USER_FIELDS = [
  'createdAt',
  'email',
  'firstName',
  'hasSeenWelcome',
  'id',
  'isAdmin',
  'isExpired',
  'lastName',
  'remainingDays',
  'trialExpiresAt',
  'role',
  'workerId',
  'businessName',
  'subscriptionStatus',
].sort();

const WRONG_LOGIN = 'Email ose fjalëkalimi i gabuar.';
const LOGIN_NEEDED = 'Ju lutemi identifikohuni.';
const SESSION_EXPIRED = 'Seanca juaj ka skaduar. Ju lutemi identifikohuni përsëri.';
const SESSION_INVALID = 'Seanca juaj nuk është e vlefshme. Ju lutemi identifikohuni përsëri.';
const SESSION_REVOKED =
  'Seanca juaj u mbyll, sepse fjalëkalimi u ndryshua ose u dol nga llogaria. Ju lutemi identifikohuni përsëri.';
const ACCOUNT_DELETED = 'Llogaria juaj nuk ekziston më. Ju lutemi kontaktoni administratorin.';

describe('accounts: register, login, profile, welcome', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/register', () => {
    it('creates a shop owner with a 30-day trial and answers {success, user}', async () => {
      const email = uniqueEmail('Regjistrim');
      const response = await t
        .http()
        .post('/api/register')
        .send({
          firstName: '  Ëndrit ',
          lastName: 'Çeliku ',
          email: `  ${email.toUpperCase()} `,
          password: DEFAULT_PASSWORD,
        });
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      const user = response.body.user as UserResponse;
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toEqual({
        id: expect.stringMatching(UUID),
        firstName: 'Ëndrit',
        lastName: 'Çeliku',
        email: email.toLowerCase(),
        createdAt: START_TIME,
        isAdmin: false,
        hasSeenWelcome: false,
        isExpired: false,
        remainingDays: 30,
        trialExpiresAt: new Date(Date.parse(START_TIME) + 30 * DAY_MS).toISOString(),
        role: 'owner',
        workerId: null,
        businessName: null,
        subscriptionStatus: 'trial',
      });
      const [row] = await t.db.query('SELECT email, password_hash FROM users WHERE id = $1', [user.id]);
      expect(row.email).toBe(email.toLowerCase());
      // Only a hash is stored, never the password itself.
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(response.body)).not.toContain(row.password_hash);
    });

    it('refuses an email that is already registered, whatever its case, with 409', async () => {
      const owner = await registerOwner(t);
      const response = await t.http().post('/api/register').send({
        firstName: 'Tjetër',
        lastName: 'Person',
        email: owner.email.toUpperCase(),
        password: 'fjalekalim-tjeter',
      });
      expectRefusedField(response, 409, 'email', 'Ky email është i regjistruar tashmë. Ju lutemi identifikohuni.');
      const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM users WHERE email = $1', [owner.email]);
      expect(count).toBe(1);
    });

    it.each([
      [{ lastName: 'B', email: 'a@b.test', password: DEFAULT_PASSWORD }, 'Fusha «Emri» është e detyrueshme.'],
      [{ firstName: 'A', email: 'a@b.test', password: DEFAULT_PASSWORD }, 'Fusha «Mbiemri» është e detyrueshme.'],
      [{ firstName: 'A', lastName: 'B', password: DEFAULT_PASSWORD }, 'Fusha «Email» është e detyrueshme.'],
      [{ firstName: 'A', lastName: 'B', email: 'a@b.test' }, 'Fusha «Fjalëkalimi» është e detyrueshme.'],
      [
        { firstName: 'A', lastName: 'B', email: 'jo-email', password: DEFAULT_PASSWORD },
        'Fusha «Email» duhet të jetë një adresë email e vlefshme.',
      ],
      [
        { firstName: 'A', lastName: 'B', email: 'a@b.test', password: 'short' },
        'Fusha «Fjalëkalimi» duhet të ketë të paktën 8 karaktere.',
      ],
      [
        { firstName: '   ', lastName: 'B', email: 'a@b.test', password: DEFAULT_PASSWORD },
        'Fusha «Emri» është e detyrueshme.',
      ],
      [
        { firstName: 'A'.repeat(101), lastName: 'B', email: 'a@b.test', password: DEFAULT_PASSWORD },
        'Fusha «Emri» mund të ketë deri në 100 karaktere.',
      ],
    ])('refuses %j with 400 naming the field', async (body, detail) => {
      const response = await t.http().post('/api/register').send(body);
      expectError(response, 400, detail);
    });
  });

  describe('POST /api/login', () => {
    it('answers {success: true, user, access_token} and accepts the email in any case', async () => {
      const owner = await registerOwner(t, { firstName: 'Blerta', lastName: 'Hoxha' });
      const response = await t
        .http()
        .post('/api/login')
        .send({ email: ` ${owner.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
      expect(response.status).toBe(200);
      const body = response.body as LoginResponse;
      expect(Object.keys(body).sort()).toEqual(['access_token', 'success', 'user']);
      expect(body.success).toBe(true);
      expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(Object.keys(body.user).sort()).toEqual(USER_FIELDS);
      expect(body.user).toMatchObject({
        id: owner.user.id,
        firstName: 'Blerta',
        lastName: 'Hoxha',
        email: owner.email,
        isAdmin: false,
        isExpired: false,
        remainingDays: 30,
      });
      expect(body.user.createdAt).toMatch(ISO_DATE);
      expect(body.user.trialExpiresAt).toMatch(ISO_DATE);
    });

    it('answers 401 with the same Albanian detail for a wrong password and an unknown email', async () => {
      const owner = await registerOwner(t);
      expectError(
        await t.http().post('/api/login').send({ email: owner.email, password: 'fjalekalim-i-gabuar' }),
        401,
        WRONG_LOGIN,
      );
      expectError(
        await t.http().post('/api/login').send({ email: 'askush@dyqani.test', password: DEFAULT_PASSWORD }),
        401,
        WRONG_LOGIN,
      );
    });

    it.each([
      [{ password: DEFAULT_PASSWORD }, 'Fusha «Email» është e detyrueshme.'],
      [{ email: 'a@b.test' }, 'Fusha «Fjalëkalimi» është e detyrueshme.'],
      [{ email: 'a@b.test', password: '' }, 'Fusha «Fjalëkalimi» është e detyrueshme.'],
    ])('refuses %j with 400', async (body, detail) => {
      expectError(await t.http().post('/api/login').send(body), 400, detail);
    });
  });

  describe('GET /api/user/profile', () => {
    it('returns the user of the token', async () => {
      const owner = await registerOwner(t, { firstName: 'Gëzim', lastName: 'Rexhepi' });
      const response = await t.http().get('/api/user/profile').set(bearer(owner.token));
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(USER_FIELDS);
      expect(response.body).toEqual(owner.user);
      expect(response.body.firstName).toBe('Gëzim');
    });

    it('answers 401 without a token', async () => {
      expectError(await t.http().get('/api/user/profile'), 401, LOGIN_NEEDED);
    });

    it('answers 401 for a malformed, foreign, ended or expired token, saying why', async () => {
      const owner = await registerOwner(t);
      const foreign = new JwtService({ secret: 'another-secret-that-is-long-enough-012345' });
      const ours = new JwtService({ secret: t.config.jwtSecret, signOptions: { expiresIn: '1h' } });
      const cases: [token: string, code: string, detail: string][] = [
        ['not-a-token', 'SESSION_INVALID', SESSION_INVALID],
        [`${owner.token}x`, 'SESSION_INVALID', SESSION_INVALID],
        [foreign.sign({ sub: owner.user.id, ver: 0 }), 'SESSION_INVALID', SESSION_INVALID],
        // Signed with the right secret, but for a session version the user does not have.
        [ours.sign({ sub: owner.user.id, ver: 1 }), 'SESSION_REVOKED', SESSION_REVOKED],
        // Signed with the right secret, for nobody.
        [ours.sign({ sub: '00000000-0000-4000-8000-000000000000', ver: 0 }), 'ACCOUNT_DELETED', ACCOUNT_DELETED],
        [ours.sign({ sub: 'not-a-uuid', ver: 0 }), 'SESSION_INVALID', SESSION_INVALID],
        [ours.sign({ sub: owner.user.id }), 'SESSION_INVALID', SESSION_INVALID],
        // A token that would never expire is refused.
        [
          new JwtService({ secret: t.config.jwtSecret }).sign({ sub: owner.user.id, ver: 0 }),
          'SESSION_INVALID',
          SESSION_INVALID,
        ],
        // An expired token.
        [ours.sign({ sub: owner.user.id, ver: 0 }, { expiresIn: -10 }), 'SESSION_EXPIRED', SESSION_EXPIRED],
      ];
      for (const [token, code, detail] of cases) {
        const response = await t.http().get('/api/user/profile').set(bearer(token));
        expectError(response, 401, detail);
        expect(response.body.code).toBe(code);
      }
      expectError(
        await t.http().get('/api/user/profile').set('Authorization', `Basic ${owner.token}`),
        401,
        LOGIN_NEEDED,
      );
    });
  });

  describe('PUT /api/user/mark-welcome-seen', () => {
    it('marks the welcome as seen for the profile and the next login', async () => {
      const owner = await registerOwner(t);
      expect(owner.user.hasSeenWelcome).toBe(false);
      const response = await t.http().put('/api/user/mark-welcome-seen').set(bearer(owner.token));
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.user).toEqual({ ...owner.user, hasSeenWelcome: true });
      expect((await t.http().get('/api/user/profile').set(bearer(owner.token))).body.hasSeenWelcome).toBe(true);
      expect((await login(t, owner.email)).user.hasSeenWelcome).toBe(true);
      // The browser may also send an empty JSON object; calling it twice is harmless.
      const again = await t.http().put('/api/user/mark-welcome-seen').set(bearer(owner.token)).send({});
      expect(again.status).toBe(200);
      expect(again.body.user.hasSeenWelcome).toBe(true);
    });

    it('answers 401 without a token', async () => {
      expectError(await t.http().put('/api/user/mark-welcome-seen'), 401, LOGIN_NEEDED);
    });
  });

  it('answers an unknown API route with 404 and an Albanian detail', async () => {
    expectError(await t.http().get('/api/nuk-ekziston'), 404, 'Nuk u gjet.');
  });

  describe('POST /api/logout', () => {
    it('ends the session of the token it is called with, and no other', async () => {
      const owner = await registerOwner(t);
      const other = await login(t, owner.email, owner.password);
      const response = await t.http().post('/api/logout').set(bearer(owner.token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });
      const ended = await t.http().get('/api/user/profile').set(bearer(owner.token));
      expectError(ended, 401, SESSION_REVOKED);
      expect(ended.body.code).toBe('SESSION_REVOKED');
      expectError(await t.http().post('/api/logout').set(bearer(owner.token)), 401, SESSION_REVOKED);
      // The session opened by the other login goes on.
      expect((await t.http().get('/api/user/profile').set(bearer(other.token))).status).toBe(200);
    });

    it("ends a token from before sessions were kept by moving its user's session version on", async () => {
      const owner = await registerOwner(t);
      const legacy = new JwtService({ secret: t.config.jwtSecret, signOptions: { expiresIn: '1h' } }).sign({
        sub: owner.user.id,
        ver: 0,
      });
      expect((await t.http().get('/api/user/profile').set(bearer(legacy))).status).toBe(200);
      expect((await t.http().post('/api/logout').set(bearer(legacy))).status).toBe(200);
      expectError(await t.http().get('/api/user/profile').set(bearer(legacy)), 401, SESSION_REVOKED);
    });

    it('logs the administrator out too, and answers 401 without a token', async () => {
      const admin = await adminLogin(t);
      expect((await t.http().post('/api/logout').set(bearer(admin.access_token))).status).toBe(200);
      expectError(await t.http().get('/api/admin/users').set(bearer(admin.access_token)), 401, SESSION_REVOKED);
      expectError(await t.http().post('/api/logout'), 401, LOGIN_NEEDED);
    });
  });
});
