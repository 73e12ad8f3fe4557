import type { AdminUserResponse, LoginResponse, UserResponse } from '@repair-shop/contracts';
import { concretePath, listRoutes } from './support/routes';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  DEFAULT_PASSWORD,
  ISO_DATE,
  START_TIME,
  adminLogin,
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  registerOwner,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const LOGIN_NEEDED = 'Ju lutemi identifikohuni.';
const ADMIN_ONLY = 'Ky veprim lejohet vetëm për administratorin.';
const WRONG_ADMIN = 'Kredencialet janë të gabuara.';
const USER_NOT_FOUND = 'Përdoruesi nuk u gjet.';
const ADMIN_UNTOUCHABLE = 'Administratori nuk mund të fshihet dhe nuk ka periudhë provuese.';

interface Counts {
  users: number;
  businesses: number;
  workers: number;
  jobs: number;
  job_events: number;
}

describe('administrator', () => {
  let t: TestApp;
  let admin: LoginResponse;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminLogin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows of every table, in total or for one owner's business. */
  const counts = async (ownerId?: string): Promise<Counts> => {
    const scope = ownerId ? 'WHERE b.owner_id = $1' : '';
    const params = ownerId ? [ownerId] : [];
    const [row] = await t.db.query(
      `SELECT
         (SELECT COUNT(*)::int FROM users ${ownerId ? 'WHERE id = $1' : ''}) AS users,
         (SELECT COUNT(*)::int FROM businesses b ${scope}) AS businesses,
         (SELECT COUNT(*)::int FROM workers w JOIN businesses b ON b.id = w.business_id ${scope}) AS workers,
         (SELECT COUNT(*)::int FROM jobs j JOIN businesses b ON b.id = j.business_id ${scope}) AS jobs,
         (SELECT COUNT(*)::int FROM job_events e JOIN jobs j ON j.id = e.job_id JOIN businesses b ON b.id = j.business_id ${scope}) AS job_events`,
      params,
    );
    return row as Counts;
  };

  /** A shop owner with a business, a worker, two jobs and some history. */
  const fullShop = async (): Promise<Shop> => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id);
    await createJob(t, shop.token, shop.worker.id, { clientPhone: '049 000 111' });
    await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }).expect(200);
    await t
      .http()
      .post(`/api/jobs/${job.id}/messages`)
      .set(bearer(shop.token))
      .send({ message: 'Gati për marrje' })
      .expect(201);
    return shop;
  };

  describe('POST /api/admin/login', () => {
    it('answers {success, user, access_token} for the configured administrator, username in any case', async () => {
      expect(Object.keys(admin).sort()).toEqual(['access_token', 'success', 'user']);
      expect(admin.success).toBe(true);
      expect(admin.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(admin.user).toEqual({
        id: expect.any(String),
        firstName: 'Administrator',
        lastName: '',
        email: null,
        createdAt: START_TIME,
        isAdmin: true,
        hasSeenWelcome: true,
        isExpired: false,
        remainingDays: 0,
        trialExpiresAt: null,
        role: null,
        workerId: null,
        businessName: null,
        subscriptionStatus: null,
      });
      const upper = await t
        .http()
        .post('/api/admin/login')
        .send({ username: ` ${ADMIN_USERNAME.toUpperCase()} `, password: ADMIN_PASSWORD });
      expect(upper.status).toBe(200);
      expect(upper.body.user.id).toBe(admin.user.id);
    });

    it('answers 401 "Kredencialet janë të gabuara." for wrong credentials and for a shop owner', async () => {
      const owner = await registerOwner(t);
      expectError(
        await t.http().post('/api/admin/login').send({ username: ADMIN_USERNAME, password: 'gabim-gabim' }),
        401,
        WRONG_ADMIN,
      );
      expectError(
        await t.http().post('/api/admin/login').send({ username: 'askush', password: ADMIN_PASSWORD }),
        401,
        WRONG_ADMIN,
      );
      expectError(
        await t.http().post('/api/admin/login').send({ username: owner.email, password: DEFAULT_PASSWORD }),
        401,
        WRONG_ADMIN,
      );
    });

    it('is refused at the shop login: the administrator has no email', async () => {
      expectError(
        await t.http().post('/api/login').send({ email: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
        401,
        'Email ose fjalëkalimi i gabuar.',
      );
    });

    it.each([
      [{ password: ADMIN_PASSWORD }, 'Fusha «Emri i përdoruesit» është e detyrueshme.'],
      [{ username: ADMIN_USERNAME }, 'Fusha «Fjalëkalimi» është e detyrueshme.'],
    ])('refuses %j with 400', async (body, detail) => {
      expectError(await t.http().post('/api/admin/login').send(body), 400, detail);
    });

    it('the administrator token reads its own profile: admin, no trial', async () => {
      t.clock.advanceDays(400);
      const response = await t.http().get('/api/user/profile').set(bearer(admin.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isAdmin: true, isExpired: false, remainingDays: 0, trialExpiresAt: null });
      t.clock.set(START_TIME);
    });
  });

  describe('role separation', () => {
    let owner: Shop;
    beforeAll(async () => {
      owner = await fullShop();
    });

    const routes = (id: string) =>
      [
        ['GET /api/admin/users', () => t.http().get('/api/admin/users')],
        ['PUT /api/admin/users/:id/extend', () => t.http().put(`/api/admin/users/${id}/extend`).send({ months: 12 })],
        ['DELETE /api/admin/users/:id', () => t.http().delete(`/api/admin/users/${id}`)],
        ['DELETE /api/admin/users/all', () => t.http().delete('/api/admin/users/all')],
      ] as const;

    it('every admin route answers 401 without a token and changes nothing', async () => {
      const before = await counts();
      const [{ trial_expires_at: trialBefore }] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [
        owner.user.id,
      ]);
      for (const [name, call] of routes(owner.user.id)) {
        const response = await call();
        expect([name, response.status]).toEqual([name, 401]);
        expectError(response, 401, LOGIN_NEEDED);
      }
      expect(await counts()).toEqual(before);
      const [{ trial_expires_at: trialAfter }] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [
        owner.user.id,
      ]);
      expect(trialAfter).toEqual(trialBefore);
    });

    it('every admin route answers 403 with a shop owner token and changes nothing', async () => {
      const before = await counts();
      const [{ trial_expires_at: trialBefore }] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [
        owner.user.id,
      ]);
      for (const [name, call] of routes(owner.user.id)) {
        const response = await call().set(bearer(owner.token));
        expect([name, response.status]).toEqual([name, 403]);
        expectError(response, 403, ADMIN_ONLY);
      }
      expect(await counts()).toEqual(before);
      const [{ trial_expires_at: trialAfter }] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [
        owner.user.id,
      ]);
      expect(trialAfter).toEqual(trialBefore);
    });

    it("every shop route answers 403 with the administrator's token and changes nothing", async () => {
      const admin = await adminLogin(t);
      const shopRoutes = listRoutes(t.app).filter((route) => route.access === 'shop');
      expect(shopRoutes.length).toBeGreaterThan(10);
      const before = await counts();
      for (const route of shopRoutes) {
        const path = concretePath(route, owner.worker.id);
        const response = await t
          .http()
          [route.method.toLowerCase() as 'get'](path)
          .set(bearer(admin.access_token))
          .send({});
        expect([route.method, route.path, response.status]).toEqual([route.method, route.path, 403]);
        expectError(response, 403, 'Administratori nuk ka dyqan: ky veprim lejohet vetëm për llogaritë e dyqaneve.');
      }
      expect(await counts()).toEqual(before);
    });

    it('every admin route answers 401 with an invalid token', async () => {
      for (const [name, call] of routes(owner.user.id)) {
        const response = await call().set(bearer('abc.def.ghi'));
        expect([name, response.status]).toEqual([name, 401]);
      }
    });
  });

  describe('GET /api/admin/users', () => {
    it('pages the owners on the server, searches every word without accents, and filters by subscription', async () => {
      t.clock.set(START_TIME);
      const prefix = `Faqe${Date.now().toString(36)}`;
      const shops: Shop[] = [];
      for (const [index, city] of ['Gjakovë', 'Pejë', 'Gjakovë'].entries()) {
        t.clock.set(new Date(Date.parse(START_TIME) + (index + 1) * 60_000).toISOString());
        shops.push(
          await createShop(
            t,
            { firstName: prefix, lastName: `Çeku${index}` },
            { businessName: `Servisi ${prefix} ${index}`, city },
          ),
        );
      }
      const list = async (query: string) => {
        const response = await t.http().get(`/api/admin/users?${query}`).set(bearer(admin.access_token));
        expectStatus(response, 200);
        return {
          total: Number(response.headers['x-total-count']),
          names: (response.body as AdminUserResponse[]).map((user) => user.lastName),
        };
      };
      // Newest first, two to a page.
      expect(await list(`search=${prefix}&limit=2`)).toEqual({ total: 3, names: ['Çeku2', 'Çeku1'] });
      expect(await list(`search=${prefix}&limit=2&offset=2`)).toEqual({ total: 3, names: ['Çeku0'] });
      // Every word, in any field, accents ignored.
      expect(await list(`search=${prefix.toLowerCase()} gjakove ceku`)).toEqual({
        total: 2,
        names: ['Çeku2', 'Çeku0'],
      });
      expect(await list(`search=${prefix} peje`)).toEqual({ total: 1, names: ['Çeku1'] });
      expect(await list(`search=${prefix} 100%`)).toEqual({ total: 0, names: [] });
      // One pays, one runs out: each filter answers its own.
      expectStatus(
        await t
          .http()
          .put(`/api/admin/users/${shops[0]!.user.id}/extend`)
          .set(bearer(admin.access_token))
          .send({ months: 1, paid: true }),
        200,
      );
      await t.db.query(`UPDATE users SET trial_expires_at = $2 WHERE id = $1`, [shops[1]!.user.id, START_TIME]);
      expect(await list(`search=${prefix}&status=active`)).toEqual({ total: 1, names: ['Çeku0'] });
      expect(await list(`search=${prefix}&status=expired`)).toEqual({ total: 1, names: ['Çeku1'] });
      expect(await list(`search=${prefix}&status=trial`)).toEqual({ total: 1, names: ['Çeku2'] });
      expectError(
        await t.http().get('/api/admin/users?status=free').set(bearer(admin.access_token)),
        400,
        'Fusha «Gjendja» ka një vlerë të pavlefshme.',
      );
      expectError(await t.http().get('/api/admin/users?limit=101').set(bearer(admin.access_token)), 400);
    });

    it('lists every user, the administrator included, newest first, with the user fields', async () => {
      t.clock.set('2026-01-16T09:00:00.000Z');
      const first = await registerOwner(t, { firstName: 'Elira', lastName: 'Dema' });
      t.clock.set('2026-01-17T09:00:00.000Z');
      const second = await registerOwner(t, { firstName: 'Florent', lastName: 'Zeka' });
      t.clock.set('2026-01-20T09:00:00.000Z');

      const response = await t.http().get('/api/admin/users').set(bearer(admin.access_token));
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      const users = response.body as AdminUserResponse[];
      const SHOP_FIELDS = { country: null, city: null, hasPaid: false, staffCount: 0, jobCount: 0 };
      for (const user of users) {
        expect(Object.keys(user).sort()).toEqual(
          [...Object.keys(admin.user), ...Object.keys(SHOP_FIELDS), 'lastActivityAt'].sort(),
        );
      }
      // Their logins are their last activity (sessions are stamped with the real time, not the test clock).
      expect(users.slice(0, 2)).toEqual([
        { ...second.user, remainingDays: 27, ...SHOP_FIELDS, lastActivityAt: expect.stringMatching(ISO_DATE) },
        { ...first.user, remainingDays: 26, ...SHOP_FIELDS, lastActivityAt: expect.stringMatching(ISO_DATE) },
      ]);
      expect(users.find((user) => user.id === admin.user.id)).toMatchObject(admin.user);
      const [{ count }] = await t.db.query('SELECT COUNT(*)::int AS count FROM users');
      expect(users).toHaveLength(count);
    });
  });

  describe('DELETE /api/admin/users/:id', () => {
    it('removes the user with their business, workers, jobs and history, and nobody else’s', async () => {
      const victim = await fullShop();
      const bystander = await fullShop();
      const bystanderBefore = await counts(bystander.user.id);
      expect(await counts(victim.user.id)).toEqual({ users: 1, businesses: 1, workers: 1, jobs: 2, job_events: 4 });

      const response = await t.http().delete(`/api/admin/users/${victim.user.id}`).set(bearer(admin.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true });

      expect(await counts(victim.user.id)).toEqual({ users: 0, businesses: 0, workers: 0, jobs: 0, job_events: 0 });
      const [orphans] = await t.db.query(
        `SELECT
           (SELECT COUNT(*)::int FROM workers WHERE business_id = $1) AS workers,
           (SELECT COUNT(*)::int FROM jobs WHERE business_id = $1) AS jobs`,
        [victim.business.id],
      );
      expect(orphans).toEqual({ workers: 0, jobs: 0 });
      expect(await counts(bystander.user.id)).toEqual(bystanderBefore);

      // The deleted user can neither log in nor use an old token.
      expectError(
        await t.http().post('/api/login').send({ email: victim.email, password: victim.password }),
        401,
        'Email ose fjalëkalimi i gabuar.',
      );
      expectError(
        await t.http().get('/api/user/profile').set(bearer(victim.token)),
        401,
        'Llogaria juaj nuk ekziston më. Ju lutemi kontaktoni administratorin.',
      );
      expectError(await t.http().get('/api/jobs').set(bearer(victim.token)), 401);

      const list = (await t.http().get('/api/admin/users').set(bearer(admin.access_token))).body as UserResponse[];
      expect(list.map((user) => user.id)).not.toContain(victim.user.id);
      expect(list.map((user) => user.id)).toContain(bystander.user.id);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const before = await counts();
      expectError(
        await t.http().delete('/api/admin/users/5b0a8f2e-1111-4222-8333-444455556666').set(bearer(admin.access_token)),
        404,
        USER_NOT_FOUND,
      );
      expectError(await t.http().delete('/api/admin/users/123').set(bearer(admin.access_token)), 404, USER_NOT_FOUND);
      expect(await counts()).toEqual(before);
    });

    it('refuses to delete an administrator', async () => {
      const response = await t.http().delete(`/api/admin/users/${admin.user.id}`).set(bearer(admin.access_token));
      expectError(response, 409, ADMIN_UNTOUCHABLE);
      expect((await adminLogin(t)).user.id).toBe(admin.user.id);
    });
  });

  describe('PUT /api/admin/users/:id/extend', () => {
    it('answers {success, user} with the new end of the trial', async () => {
      t.clock.set(START_TIME);
      const owner = await registerOwner(t);
      const response = await t
        .http()
        .put(`/api/admin/users/${owner.user.id}/extend`)
        .set(bearer(admin.access_token))
        .send({ months: 1 });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['success', 'user']);
      expect(response.body.success).toBe(true);
      // Registered 15 Jan 10:00, trial to 14 Feb 10:00; one calendar month later: 14 Mar 10:00.
      expect(response.body.user).toEqual({
        ...owner.user,
        trialExpiresAt: '2026-03-14T10:00:00.000Z',
        remainingDays: 58,
      });
    });

    it('answers 404 for an unknown or malformed id and 409 for an administrator', async () => {
      expectError(
        await t
          .http()
          .put('/api/admin/users/5b0a8f2e-1111-4222-8333-444455556666/extend')
          .set(bearer(admin.access_token))
          .send({ months: 1 }),
        404,
        USER_NOT_FOUND,
      );
      expectError(
        await t.http().put('/api/admin/users/nuk-eshte-id/extend').set(bearer(admin.access_token)).send({ months: 1 }),
        404,
        USER_NOT_FOUND,
      );
      expectError(
        await t
          .http()
          .put(`/api/admin/users/${admin.user.id}/extend`)
          .set(bearer(admin.access_token))
          .send({ months: 1 }),
        409,
        ADMIN_UNTOUCHABLE,
      );
      const [row] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [admin.user.id]);
      expect(row.trial_expires_at).toBeNull();
    });
  });

  describe('DELETE /api/admin/users/all', () => {
    it('removes every shop owner and their data, keeps the administrator and answers {success, deletedCount}', async () => {
      await fullShop();
      const [{ owners }] = await t.db.query('SELECT COUNT(*)::int AS owners FROM users WHERE NOT is_admin');
      expect(owners).toBeGreaterThanOrEqual(3);

      const response = await t.http().delete('/api/admin/users/all').set(bearer(admin.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, deletedCount: owners });

      expect(await counts()).toEqual({ users: 1, businesses: 0, workers: 0, jobs: 0, job_events: 0 });
      const list = (await t.http().get('/api/admin/users').set(bearer(admin.access_token))).body as UserResponse[];
      expect(list).toEqual([expect.objectContaining(admin.user)]);
      expect(list).toHaveLength(1);

      const again = await t.http().delete('/api/admin/users/all').set(bearer(admin.access_token));
      expect(again.body).toEqual({ success: true, deletedCount: 0 });
      // The administrator's session survives.
      expect((await t.http().get('/api/user/profile').set(bearer(admin.access_token))).body.isAdmin).toBe(true);
    });
  });

  describe('subscription', () => {
    const extend = (id: string, body: object) =>
      t.http().put(`/api/admin/users/${id}/extend`).set(bearer(admin.access_token)).send(body);

    it('turns a trial into a paid subscription the shop and its staff see, and shows the shop in the list', async () => {
      const shop = await fullShop();
      expect(shop.user.subscriptionStatus).toBe('trial');
      const free = await extend(shop.user.id, { months: 1 });
      expectStatus(free, 200);
      expect((free.body as { user: UserResponse }).user.subscriptionStatus).toBe('trial');

      const paid = await extend(shop.user.id, { months: 12, paid: true });
      expectStatus(paid, 200);
      const user = (paid.body as { user: UserResponse }).user;
      expect(user.subscriptionStatus).toBe('active');
      const [payment] = await t.db.query(`SELECT months, paid_until FROM subscription_payments WHERE owner_id = $1`, [
        shop.user.id,
      ]);
      expect(payment).toEqual({ months: 12, paid_until: new Date(user.trialExpiresAt ?? '') });
      expect(
        ((await t.http().get('/api/user/profile').set(bearer(shop.token))).body as UserResponse).subscriptionStatus,
      ).toBe('active');

      const row = (
        (await t.http().get('/api/admin/users').set(bearer(admin.access_token))).body as AdminUserResponse[]
      ).find((entry) => entry.id === shop.user.id);
      expect(row).toMatchObject({
        subscriptionStatus: 'active',
        hasPaid: true,
        businessName: 'Servisi Teknik Besa',
        country: 'kosovo',
        city: 'Prishtinë',
        staffCount: 0,
        jobCount: 2,
      });
      expect(row?.lastActivityAt).not.toBeNull();

      // After the paid months, the shop is expired like a trial that ran out.
      const end = new Date(user.trialExpiresAt ?? '');
      t.clock.set(new Date(end.getTime() + 1000));
      try {
        expect(
          ((await t.http().get('/api/user/profile').set(bearer(shop.token))).body as UserResponse).subscriptionStatus,
        ).toBe('expired');
        // The administrator still sees that it paid: it renews a subscription, no trial.
        const expired = (
          (await t.http().get('/api/admin/users').set(bearer(admin.access_token))).body as AdminUserResponse[]
        ).find((entry) => entry.id === shop.user.id);
        expect(expired).toMatchObject({ subscriptionStatus: 'expired', hasPaid: true });
      } finally {
        t.clock.set('2026-01-20T09:00:00.000Z');
      }
    });

    it('refuses a payment flag that is not yes or no', async () => {
      const shop = await fullShop();
      expectError(
        await extend(shop.user.id, { months: 6, paid: 'po' }),
        400,
        'Fusha «Pagesa» duhet të jetë po ose jo.',
      );
      const [count] = await t.db.query(`SELECT COUNT(*)::int AS n FROM subscription_payments WHERE owner_id = $1`, [
        shop.user.id,
      ]);
      expect(count.n).toBe(0);
    });
  });
});
