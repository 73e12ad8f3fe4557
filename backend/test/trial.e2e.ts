import { DEFAULT_SMS_TEMPLATES, type JobResponse, type UserResponse } from '@repair-shop/contracts';
import {
  BUSINESS,
  START_TIME,
  adminLogin,
  bearer,
  createJob,
  createShop,
  expectError,
  jobRequest,
  login,
  registerOwner,
  startTestApp,
  type Owner,
  type Shop,
  type TestApp,
} from './support/test-app';
import { DAY_MS } from './support/test-clock';

const EXPIRED = 'Periudha juaj provuese ka skaduar. Ju lutemi kontaktoni administratorin për të vazhduar përdorimin.';
const ONLY_1_6_12 = 'Periudha provuese mund të zgjatet vetëm me 1, 6 ose 12 muaj.';
const start = Date.parse(START_TIME);
/** Registered at START_TIME (15 Jan 2026 10:00 UTC), a shop's trial ends on 14 Feb 2026 10:00 UTC. */
const TRIAL_END = '2026-02-14T10:00:00.000Z';

describe('trial period', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    adminToken = (await adminLogin(t)).access_token;
  });
  afterAll(async () => {
    await t.close();
  });

  const profile = async (owner: Owner): Promise<UserResponse> => {
    const response = await t.http().get('/api/user/profile').set(bearer(owner.token));
    expect(response.status).toBe(200);
    return response.body as UserResponse;
  };

  const extend = (userId: string, months: unknown) =>
    t.http().put(`/api/admin/users/${userId}/extend`).set(bearer(adminToken)).send({ months });

  const trialEndInDb = async (userId: string): Promise<string> => {
    const [row] = await t.db.query('SELECT trial_expires_at FROM users WHERE id = $1', [userId]);
    return (row.trial_expires_at as Date).toISOString();
  };

  describe('counting the days', () => {
    let owner: Owner;
    beforeAll(async () => {
      t.clock.set(START_TIME);
      owner = await registerOwner(t);
    });

    it('a fresh shop has 30 days left and is not expired', async () => {
      expect(owner.user).toMatchObject({
        isAdmin: false,
        isExpired: false,
        remainingDays: 30,
        trialExpiresAt: TRIAL_END,
      });
      expect(await profile(owner)).toMatchObject({ isExpired: false, remainingDays: 30, trialExpiresAt: TRIAL_END });
    });

    it('after 24 days, 6 days are left (profile, login and the admin list agree)', async () => {
      t.clock.set(new Date(start + 24 * DAY_MS));
      expect(await profile(owner)).toMatchObject({ isExpired: false, remainingDays: 6 });
      expect((await login(t, owner.email)).user).toMatchObject({ isExpired: false, remainingDays: 6 });
      const users = (await t.http().get('/api/admin/users').set(bearer(adminToken))).body as UserResponse[];
      expect(users.find((user) => user.id === owner.user.id)).toMatchObject({ isExpired: false, remainingDays: 6 });
    });

    it('a started day counts as a day until the very end', async () => {
      t.clock.set(new Date(start + 24 * DAY_MS + 1));
      expect((await profile(owner)).remainingDays).toBe(6);
      t.clock.set(new Date(start + 30 * DAY_MS - 1));
      expect(await profile(owner)).toMatchObject({ isExpired: false, remainingDays: 1 });
    });

    it('at 30 days and after, the trial is expired with 0 days left', async () => {
      t.clock.set(new Date(start + 30 * DAY_MS));
      expect(await profile(owner)).toMatchObject({ isExpired: true, remainingDays: 0, trialExpiresAt: TRIAL_END });
      t.clock.set(new Date(start + 45 * DAY_MS));
      expect(await profile(owner)).toMatchObject({ isExpired: true, remainingDays: 0 });
    });

    it('administrators have no trial', async () => {
      t.clock.set(new Date(start + 1000 * DAY_MS));
      const admin = await adminLogin(t);
      expect(admin.user).toMatchObject({ isAdmin: true, trialExpiresAt: null, isExpired: false, remainingDays: 0 });
    });
  });

  describe('an expired shop', () => {
    let shop: Shop;
    let job: JobResponse;
    let noBusiness: Owner;

    beforeAll(async () => {
      t.clock.set(START_TIME);
      shop = await createShop(t);
      job = await createJob(t, shop.token, shop.worker.id);
      noBusiness = await registerOwner(t);
      t.clock.set(new Date(start + 31 * DAY_MS));
    });

    const snapshot = async () => {
      const [row] = await t.db.query(
        `SELECT
           (SELECT COUNT(*)::int FROM workers WHERE business_id = $1) AS workers,
           (SELECT COUNT(*)::int FROM jobs WHERE business_id = $1) AS jobs,
           (SELECT COUNT(*)::int FROM job_events e JOIN jobs j ON j.id = e.job_id WHERE j.business_id = $1) AS events,
           (SELECT COUNT(*)::int FROM businesses WHERE owner_id = $2) AS other_businesses,
           (SELECT COUNT(*)::int FROM sms_settings WHERE business_id = $1) AS sms_settings,
           (SELECT row_to_json(b) FROM businesses b WHERE id = $1) AS business,
           (SELECT row_to_json(j) FROM jobs j WHERE id = $3) AS job`,
        [shop.business.id, noBusiness.user.id, job.id],
      );
      return row;
    };

    it('can still log in and read everything', async () => {
      const session = await login(t, shop.email);
      expect(session.user).toMatchObject({ isExpired: true, remainingDays: 0 });
      for (const path of [
        '/api/user/profile',
        '/api/business',
        '/api/business/sms',
        '/api/workers',
        '/api/jobs',
        `/api/jobs/${job.id}`,
        '/api/clients',
        '/api/cities/kosovo',
      ]) {
        const response = await t.http().get(path).set(bearer(session.token));
        expect([path, response.status]).toEqual([path, 200]);
      }
      const list = await t.http().get('/api/jobs').set(bearer(shop.token));
      expect((list.body as JobResponse[]).map((item) => item.id)).toEqual([job.id]);
    });

    it('may still dismiss the welcome banner', async () => {
      const response = await t.http().put('/api/user/mark-welcome-seen').set(bearer(shop.token));
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ hasSeenWelcome: true, isExpired: true });
    });

    it('gets 403 asking to contact the administrator on every write, and nothing changes', async () => {
      const before = await snapshot();
      const writes = [
        [
          'POST /api/workers',
          t
            .http()
            .post('/api/workers')
            .set(bearer(shop.token))
            .send({ firstName: 'A', lastName: 'B', phoneNumber: '044 111 222' }),
        ],
        ['POST /api/jobs', t.http().post('/api/jobs').set(bearer(shop.token)).send(jobRequest(shop.worker.id))],
        [
          'PUT /api/jobs/:id/status',
          t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'completed' }),
        ],
        [
          'POST /api/jobs/:id/messages',
          t.http().post(`/api/jobs/${job.id}/messages`).set(bearer(shop.token)).send({ message: 'Mesazh' }),
        ],
        [
          'PATCH /api/jobs/:id',
          t.http().patch(`/api/jobs/${job.id}`).set(bearer(shop.token)).send({ clientName: 'Tjetër' }),
        ],
        [
          'PUT /api/business',
          t
            .http()
            .put('/api/business')
            .set(bearer(shop.token))
            .send({ ...BUSINESS, businessName: 'Emër i ri' }),
        ],
        [
          'PUT /api/business/sms',
          t
            .http()
            .put('/api/business/sms')
            .set(bearer(shop.token))
            .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES }),
        ],
        [
          'POST /api/business/register',
          t.http().post('/api/business/register').set(bearer(noBusiness.token)).send(BUSINESS),
        ],
      ] as const;
      for (const [name, call] of writes) {
        const response = await call;
        expect([name, response.status]).toEqual([name, 403]);
        expectError(response, 403, EXPIRED);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('can write again once the administrator extends the trial', async () => {
      // Expired on 14 Feb; extended on 15 Feb 10:00 (now) by one month: 15 Mar 10:00.
      const response = await extend(shop.user.id, 1);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        isExpired: false,
        remainingDays: 28,
        trialExpiresAt: '2026-03-15T10:00:00.000Z',
      });
      expect(await profile(shop)).toMatchObject({ isExpired: false, remainingDays: 28 });
      const worker = await t
        .http()
        .post('/api/workers')
        .set(bearer(shop.token))
        .send({ firstName: 'Ri', lastName: 'Punëtor', phoneNumber: '044 999 999' });
      expect(worker.status).toBe(201);
      const status = await t
        .http()
        .put(`/api/jobs/${job.id}/status`)
        .set(bearer(shop.token))
        .send({ status: 'completed' });
      expect(status.status).toBe(200);
      // The other expired owner is still blocked.
      expectError(
        await t.http().post('/api/business/register').set(bearer(noBusiness.token)).send(BUSINESS),
        403,
        EXPIRED,
      );
    });
  });

  describe('extensions by the administrator', () => {
    it('adds calendar months to the end of a running trial: 1, then 6, then 12', async () => {
      t.clock.set(START_TIME);
      const owner = await registerOwner(t);
      t.clock.set('2026-01-20T00:00:00.000Z');
      expect((await extend(owner.user.id, 1)).body.user.trialExpiresAt).toBe('2026-03-14T10:00:00.000Z');
      expect((await extend(owner.user.id, 6)).body.user.trialExpiresAt).toBe('2026-09-14T10:00:00.000Z');
      const last = await extend(owner.user.id, 12);
      expect(last.body.user).toMatchObject({ trialExpiresAt: '2027-09-14T10:00:00.000Z', isExpired: false });
      expect(await trialEndInDb(owner.user.id)).toBe('2027-09-14T10:00:00.000Z');
      // 2026-01-20T00:00 to 2027-09-14T10:00 is 602 days and 10 hours: 603 started days.
      expect(await profile(owner)).toMatchObject({ remainingDays: 603, trialExpiresAt: '2027-09-14T10:00:00.000Z' });
    });

    it('adds calendar months to now for an expired trial; a missing day becomes the month’s last day', async () => {
      t.clock.set(START_TIME);
      const owner = await registerOwner(t);
      t.clock.set('2026-03-31T08:30:00.000Z');
      expect(await profile(owner)).toMatchObject({ isExpired: true });
      const response = await extend(owner.user.id, 1);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        trialExpiresAt: '2026-04-30T08:30:00.000Z',
        isExpired: false,
        remainingDays: 30,
      });
      expect(await trialEndInDb(owner.user.id)).toBe('2026-04-30T08:30:00.000Z');
    });

    it('31 August + 6 months is the end of February; 29 Feb 2028 + 12 months is 28 Feb 2029', async () => {
      t.clock.set(START_TIME);
      const owner = await registerOwner(t);
      t.clock.set('2026-08-31T12:00:00.000Z');
      expect((await extend(owner.user.id, 6)).body.user.trialExpiresAt).toBe('2027-02-28T12:00:00.000Z');
      const leap = await registerOwner(t);
      t.clock.set('2028-02-29T23:59:59.000Z');
      expect((await extend(leap.user.id, 12)).body.user.trialExpiresAt).toBe('2029-02-28T23:59:59.000Z');
    });

    it.each([
      [0, ONLY_1_6_12],
      [2, ONLY_1_6_12],
      [13, ONLY_1_6_12],
      [-1, ONLY_1_6_12],
      [24, ONLY_1_6_12],
      ['6', 'Fusha «Muajt» duhet të jetë numër i plotë.'],
      [1.5, 'Fusha «Muajt» duhet të jetë numër i plotë.'],
      [true, 'Fusha «Muajt» duhet të jetë numër i plotë.'],
      [[6], 'Fusha «Muajt» duhet të jetë numër i plotë.'],
      [{ months: 6 }, 'Fusha «Muajt» duhet të jetë numër i plotë.'],
      [null, 'Fusha «Muajt» është e detyrueshme.'],
      [undefined, 'Fusha «Muajt» është e detyrueshme.'],
    ])('refuses months = %j with 400 and changes nothing', async (months, detail) => {
      t.clock.set(START_TIME);
      const [owner] = (await t.db.query(
        'SELECT id FROM users WHERE NOT is_admin ORDER BY created_at LIMIT 1',
      )) as Array<{ id: string }>;
      const before = await trialEndInDb(owner.id);
      expectError(await extend(owner.id, months), 400, detail);
      expect(await trialEndInDb(owner.id)).toBe(before);
    });

    it('refuses unknown fields next to months', async () => {
      const [owner] = (await t.db.query(
        'SELECT id FROM users WHERE NOT is_admin ORDER BY created_at LIMIT 1',
      )) as Array<{ id: string }>;
      const before = await trialEndInDb(owner.id);
      const response = await t
        .http()
        .put(`/api/admin/users/${owner.id}/extend`)
        .set(bearer(adminToken))
        .send({ months: 1, days: 30 });
      expectError(response, 400, 'Fusha «days» nuk lejohet.');
      expect(await trialEndInDb(owner.id)).toBe(before);
    });
  });
});
