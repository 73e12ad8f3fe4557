import type {
  BusinessResponse,
  InvitationResponse,
  JobDetailResponse,
  LoginResponse,
  StatsResponse,
  StaffInvitationResponse,
  UserResponse,
  WorkerResponse,
} from '@repair-shop/contracts';
import {
  BUSINESS,
  adminLogin,
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectRefusedField,
  expectStatus,
  login,
  uniqueEmail,
  type Shop,
  type TestApp,
  startTestApp,
} from './support/test-app';
import { keptAndRecomputed } from './support/kept-aggregates';

const STAFF_PASSWORD = 'fjalekalimi-i-teknikut-1';
const INVALID_INVITATION = 'Ftesa nuk është e vlefshme ose ka skaduar. Kërkojini pronarit të dyqanit një ftesë të re.';

/** Staff logins: invitation, acceptance, what each role may do, revocation, and isolation between shops. */
describe('staff accounts', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, {}, { businessName: 'Servisi Çelësi' });
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = async (token: string, workerId: string, body: object) =>
    t.http().post(`/api/workers/${workerId}/login`).set(bearer(token)).send(body);
  const tokenOf = (inviteUrl: string): string => inviteUrl.split('/invite/')[1] ?? '';
  const accept = (token: string, password = STAFF_PASSWORD) =>
    t.http().post('/api/invitations/accept').send({ token, password });
  const workers = async (token: string): Promise<WorkerResponse[]> =>
    (await t.http().get('/api/workers').set(bearer(token))).body as WorkerResponse[];

  /** Invites the shop's worker with that role and accepts: the new account's login answer. */
  async function staffAccount(
    role: 'manager' | 'technician',
    email = uniqueEmail(role),
  ): Promise<LoginResponse & { email: string }> {
    const invited = await invite(shop.token, shop.worker.id, { email, role });
    expectStatus(invited, 201);
    const accepted = await accept(tokenOf((invited.body as StaffInvitationResponse).inviteUrl));
    expectStatus(accepted, 200);
    return { ...(accepted.body as LoginResponse), email };
  }

  it('invites a worker, who chooses a password through the link and is logged in as a technician of the shop', async () => {
    const email = uniqueEmail('teknik');
    const invited = await invite(shop.token, shop.worker.id, {
      email: `  ${email.toUpperCase()} `,
      role: 'technician',
    });
    expectStatus(invited, 201);
    const { inviteUrl } = invited.body as StaffInvitationResponse;
    expect(inviteUrl).toMatch(new RegExp(`^${t.config.publicUrl}/invite/[A-Za-z0-9_-]{43}$`));
    // This server sends no email: the owner is told so, and sends the link.
    expect(invited.body).toMatchObject({ email, emailDelivery: 'not_configured' });
    // Only a hash of the link is stored.
    const [stored] = await t.db.query(`SELECT token_hash FROM staff_invitations`);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(inviteUrl));

    expect((await workers(shop.token)).find((worker) => worker.id === shop.worker.id)?.login).toEqual({
      email,
      role: 'technician',
      accepted: false,
      operatorCode: null,
    });
    // No password yet: nothing logs in with the email, whatever is typed.
    expectError(
      await t
        .http()
        .post('/api/login')
        .send({ email, password: '' + 'x'.repeat(10) }),
      401,
    );

    const shown = await t.http().get(`/api/invitations/${tokenOf(inviteUrl)}`);
    expectStatus(shown, 200);
    expect(shown.body as InvitationResponse).toEqual({
      email,
      firstName: 'Driton',
      lastName: 'Gashi',
      role: 'technician',
      businessName: 'Servisi Çelësi',
    });

    expectError(
      await accept(tokenOf(inviteUrl), 'shkurt'),
      400,
      'Fusha «Fjalëkalimi» duhet të ketë të paktën 8 karaktere.',
    );
    const accepted = await accept(tokenOf(inviteUrl));
    expectStatus(accepted, 200);
    const answer = accepted.body as LoginResponse;
    expect(answer.user).toMatchObject({
      email,
      firstName: 'Driton',
      lastName: 'Gashi',
      role: 'technician',
      workerId: shop.worker.id,
      businessName: 'Servisi Çelësi',
      isAdmin: false,
    });
    // The shop's trial is the technician's: the subscription belongs to the business.
    expect(answer.user.trialExpiresAt).toBe(shop.user.trialExpiresAt);

    const job = await createJob(t, shop.token, shop.worker.id);
    const listed = await t.http().get('/api/jobs').set(bearer(answer.access_token));
    expectStatus(listed, 200);
    expect((listed.body as { id: string }[]).map((row) => row.id)).toEqual([job.id]);

    // The link is spent; the password now logs in.
    expectError(await accept(tokenOf(inviteUrl)), 400, INVALID_INVITATION);
    expectError(await t.http().get(`/api/invitations/${tokenOf(inviteUrl)}`), 400, INVALID_INVITATION);
    expect((await login(t, email, STAFF_PASSWORD)).user.role).toBe('technician');
    expect((await workers(shop.token)).find((worker) => worker.id === shop.worker.id)?.login).toEqual({
      email,
      role: 'technician',
      accepted: true,
      operatorCode: null,
    });
    const profile = await t.http().get('/api/user/profile').set(bearer(answer.access_token));
    expect((profile.body as UserResponse).role).toBe('technician');
    expect(shop.user.role).toBe('owner');
  });

  it('refuses an invitation after 72 hours, and a made-up one', async () => {
    const invited = await invite(shop.token, shop.worker.id, { email: uniqueEmail(), role: 'technician' });
    const token = tokenOf((invited.body as StaffInvitationResponse).inviteUrl);
    t.clock.advance(72 * 60 * 60 * 1000 + 1000);
    try {
      expectError(await accept(token), 400, INVALID_INVITATION);
    } finally {
      t.clock.advance(-(72 * 60 * 60 * 1000 + 1000));
    }
    expectError(await accept('x'.repeat(43)), 400, INVALID_INVITATION);
    expectError(
      await t.http().post('/api/invitations/accept').send({ password: STAFF_PASSWORD }),
      400,
      'Fusha «Lidhja» është e detyrueshme.',
    );
  });

  it('says why an invitation cannot be made: a bad role or email, a worker with a login, an email in use, another shop’s worker', async () => {
    expectError(
      await invite(shop.token, shop.worker.id, { email: uniqueEmail(), role: 'owner' }),
      400,
      'Fusha «Roli» ka një vlerë të pavlefshme.',
    );
    expectError(
      await invite(shop.token, shop.worker.id, { email: 'jo-email', role: 'technician' }),
      400,
      'Fusha «Email» duhet të jetë një adresë email e vlefshme.',
    );
    expectError(
      await invite(shop.token, shop.worker.id, { email: uniqueEmail(), role: 'technician', extra: 1 }),
      400,
      'Fusha «extra» nuk lejohet.',
    );
    const email = uniqueEmail();
    expectStatus(await invite(shop.token, shop.worker.id, { email, role: 'technician' }), 201);
    expectError(
      await invite(shop.token, shop.worker.id, { email: uniqueEmail(), role: 'manager' }),
      409,
      /Ky punëtor ka tashmë një llogari/,
    );
    const second = await createWorker(t, shop.token, { firstName: 'Besa' });
    expectRefusedField(
      await invite(shop.token, second.id, { email, role: 'technician' }),
      409,
      'email',
      /Ky email përdoret tashmë/,
    );
    expectError(
      await invite(shop.token, second.id, { email: shop.email, role: 'technician' }),
      409,
      /Ky email përdoret tashmë/,
    );

    const other = await createShop(t);
    expectError(
      await invite(other.token, shop.worker.id, { email: uniqueEmail(), role: 'technician' }),
      404,
      'Punëtori nuk u gjet.',
    );
    expectError(
      await t.http().delete(`/api/workers/${shop.worker.id}/login`).set(bearer(other.token)),
      404,
      'Punëtori nuk u gjet.',
    );
    expectError(
      await invite(shop.token, 'not-an-id', { email: uniqueEmail(), role: 'technician' }),
      404,
      'Punëtori nuk u gjet.',
    );
    // Nothing half-made: one staff account, one invitation.
    const [count] = await t.db.query(
      `SELECT (SELECT COUNT(*)::int FROM staff_members WHERE business_id = $1) AS members,
              (SELECT COUNT(*)::int FROM users WHERE email = $2) AS accounts`,
      [shop.business.id, email],
    );
    expect(count).toEqual({ members: 1, accounts: 1 });
  });

  it('keeps a technician to the bench: jobs yes; statistics, clients, settings and staff no', async () => {
    const technician = await staffAccount('technician');
    const as = bearer(technician.access_token);
    const job = await createJob(t, technician.access_token, shop.worker.id, { clientName: 'Teuta Rama' });
    expectStatus(await t.http().put(`/api/jobs/${job.id}/status`).set(as).send({ status: 'in_process' }), 200);
    expectStatus(
      await t.http().post(`/api/jobs/${job.id}/messages`).set(as).send({ message: 'Ekrani u porosit.' }),
      201,
    );
    expectStatus(await t.http().patch(`/api/jobs/${job.id}`).set(as).send({ deviceModel: 'iPhone 15' }), 200);
    // Every line says who wrote it: here the technician, by the worker's name.
    const history = ((await t.http().get(`/api/jobs/${job.id}`).set(as)).body as JobDetailResponse).messages;
    expect(history.map((entry) => entry.author)).toEqual(
      history.map(() => ({ id: technician.user.id, name: 'Driton Gashi' })),
    );
    expect(history.map((entry) => entry.type)).toEqual(['status', 'status', 'message', 'edit']);
    expectStatus(await t.http().get('/api/business').set(as), 200);
    const refused = 'Ky veprim nuk lejohet për rolin tuaj në dyqan. Kërkojini pronarit ta bëjë.';
    for (const [method, path] of [
      ['get', '/api/stats'],
      ['get', '/api/clients'],
      ['put', '/api/business'],
      ['get', '/api/business/sms'],
      ['post', '/api/workers'],
      ['post', `/api/workers/${shop.worker.id}/login`],
      ['delete', `/api/workers/${shop.worker.id}/login`],
    ] as const) {
      const response = await t.http()[method](path).set(as).send({});
      expectError(response, 403, refused);
      expect((response.body as { code: string }).code).toBe('ROLE_FORBIDDEN');
    }
  });

  it('lets a manager run the shop and invite staff, but not register a business or remove their own login', async () => {
    const manager = await staffAccount('manager');
    const as = bearer(manager.access_token);
    expectStatus(await t.http().get('/api/stats').set(as), 200);
    expectStatus(await t.http().get('/api/clients').set(as), 200);
    expectStatus(await t.http().get('/api/business/sms').set(as), 200);
    const besa = await createWorker(t, manager.access_token, { firstName: 'Besa' });
    expectStatus(await invite(manager.access_token, besa.id, { email: uniqueEmail(), role: 'technician' }), 201);
    expectError(await t.http().post('/api/business/register').set(as).send({}), 403, /nuk lejohet për rolin tuaj/);
    expectError(
      await t.http().delete(`/api/workers/${shop.worker.id}/login`).set(as),
      409,
      /Nuk mund ta hiqni llogarinë tuaj/,
    );
    expectError(
      await t.http().patch(`/api/workers/${shop.worker.id}`).set(as).send({ active: false }),
      409,
      /Nuk mund ta çaktivizoni veten/,
    );
  });

  it('takes the login away from a worker who is deactivated, and invites only active workers', async () => {
    const technician = await staffAccount('technician');
    expectStatus(
      await t.http().patch(`/api/workers/${shop.worker.id}`).set(bearer(shop.token)).send({ active: false }),
      200,
    );
    expectError(await t.http().get('/api/jobs').set(bearer(technician.access_token)), 401);
    const listed = (await workers(shop.token)).find((worker) => worker.id === shop.worker.id);
    expect(listed).toMatchObject({ active: false, login: null });
    expectError(
      await invite(shop.token, shop.worker.id, { email: uniqueEmail(), role: 'technician' }),
      409,
      /nuk është më aktiv/,
    );
  });

  it('revokes a login: its tokens answer 401 at once, the worker stays, and it can be given again', async () => {
    const technician = await staffAccount('technician');
    const job = await createJob(t, technician.access_token, shop.worker.id);
    const revoked = await t.http().delete(`/api/workers/${shop.worker.id}/login`).set(bearer(shop.token));
    expectStatus(revoked, 200);
    expect(revoked.body).toEqual({ success: true });
    const refused = await t.http().get('/api/jobs').set(bearer(technician.access_token));
    expectError(refused, 401);
    expect((refused.body as { code: string }).code).toBe('ACCOUNT_DELETED');
    expectError(await t.http().post('/api/login').send({ email: technician.email, password: STAFF_PASSWORD }), 401);
    expect((await workers(shop.token)).find((worker) => worker.id === shop.worker.id)?.login).toBeNull();
    expectStatus(await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token)), 200);
    expectError(
      await t.http().delete(`/api/workers/${shop.worker.id}/login`).set(bearer(shop.token)),
      404,
      'Ky punëtor nuk ka llogari.',
    );
    expectStatus(await invite(shop.token, shop.worker.id, { email: technician.email, role: 'manager' }), 201);
  });

  it('lets staff of an expired shop read but not write, and keeps staff out of the administrator’s shop list', async () => {
    const technician = await staffAccount('technician');
    await t.db.query(`UPDATE users SET trial_expires_at = $2 WHERE id = $1`, [
      shop.user.id,
      new Date(t.clock.now().getTime() - 1000),
    ]);
    const as = bearer(technician.access_token);
    expectStatus(await t.http().get('/api/jobs').set(as), 200);
    expect(((await t.http().get('/api/user/profile').set(as)).body as UserResponse).isExpired).toBe(true);
    expectError(await t.http().post('/api/jobs').set(as).send({}), 403);

    const admin = await adminLogin(t);
    const users = (await t.http().get('/api/admin/users').set(bearer(admin.access_token))).body as UserResponse[];
    expect(users.some((user) => user.id === technician.user.id)).toBe(false);
    expect(users.find((user) => user.id === shop.user.id)?.businessName).toBe('Servisi Çelësi');
    expectError(
      await t
        .http()
        .put(`/api/admin/users/${technician.user.id}/extend`)
        .set(bearer(admin.access_token))
        .send({ months: 1 }),
      404,
    );

    // Deleting the shop deletes its staff accounts with it.
    expectStatus(await t.http().delete(`/api/admin/users/${shop.user.id}`).set(bearer(admin.access_token)), 200);
    const [left] = await t.db.query(`SELECT COUNT(*)::int AS n FROM users WHERE id = $1`, [technician.user.id]);
    expect(left.n).toBe(0);
    expectError(await t.http().get('/api/jobs').set(as), 401);
  });

  it('keeps technicians to their own jobs when the owner chooses so, and shows them the whole shop again when not', async () => {
    const technician = await staffAccount('technician');
    const as = bearer(technician.access_token);
    const other = await createWorker(t, shop.token, { firstName: 'Besa' });
    const mine = await createJob(t, shop.token, shop.worker.id, { clientName: 'Arta Krasniqi' });
    const theirs = await createJob(t, shop.token, other.id, { clientName: 'Arta Berisha' });
    const setting = async (techniciansSeeOwnJobsOnly: boolean) => {
      const saved = await t
        .http()
        .put('/api/business')
        .set(bearer(shop.token))
        .send({ ...BUSINESS, businessName: 'Servisi Çelësi', techniciansSeeOwnJobsOnly });
      expectStatus(saved, 200);
      expect((saved.body as BusinessResponse).techniciansSeeOwnJobsOnly).toBe(techniciansSeeOwnJobsOnly);
    };
    const listed = async (path: string) =>
      ((await t.http().get(path).set(as)).body as { id: string }[]).map((job) => job.id);

    expect((await listed('/api/jobs')).sort()).toEqual([mine.id, theirs.id].sort());
    await setting(true);
    expect(await listed('/api/jobs')).toEqual([mine.id]);
    expect(await listed('/api/jobs?search=arta')).toEqual([mine.id]);
    const counts = (await t.http().get('/api/jobs/counts').set(as)).body as { total: number };
    expect(counts.total).toBe(1);
    expectError(await t.http().get(`/api/jobs/${theirs.id}`).set(as), 404, 'Puna nuk u gjet.');
    expectError(
      await t.http().put(`/api/jobs/${theirs.id}/status`).set(as).send({ status: 'ready' }),
      404,
      'Puna nuk u gjet.',
    );
    expectError(
      await t.http().post(`/api/jobs/${theirs.id}/messages`).set(as).send({ message: 'x' }),
      404,
      'Puna nuk u gjet.',
    );
    expectStatus(await t.http().get(`/api/jobs/${mine.id}`).set(as), 200);
    // The owner still sees the whole shop; the setting left out of a later save stays as it was.
    expect(((await t.http().get('/api/jobs').set(bearer(shop.token))).body as unknown[]).length).toBe(2);
    expectStatus(
      await t
        .http()
        .put('/api/business')
        .set(bearer(shop.token))
        .send({ ...BUSINESS, businessName: 'Servisi Çelësi' }),
      200,
    );
    expect(await listed('/api/jobs')).toEqual([mine.id]);

    await setting(false);
    expect((await listed('/api/jobs')).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('credits a completion to the worker who completed the job, in the statistics, as kept and as recomputed', async () => {
    const technician = await staffAccount('technician');
    const other = await createWorker(t, shop.token, { firstName: 'Besa', lastName: 'Hoti' });
    const job = await createJob(t, shop.token, other.id);
    expectStatus(
      await t
        .http()
        .put(`/api/jobs/${job.id}/status`)
        .set(bearer(technician.access_token))
        .send({ status: 'completed' }),
      200,
    );
    const stats = (await t.http().get('/api/stats').set(bearer(shop.token))).body as StatsResponse;
    const of = (workerId: string) => stats.workers.find((worker) => worker.workerId === workerId);
    expect(of(shop.worker.id)).toMatchObject({ jobCount: 0, completedThisMonth: 1 });
    expect(of(other.id)).toMatchObject({ jobCount: 1, completedThisMonth: 0 });
    const { kept, recomputed } = await keptAndRecomputed(t.db, shop.business.id);
    expect(kept).toEqual(recomputed);

    // The owner completing a job credits its assigned worker.
    const second = await createJob(t, shop.token, other.id);
    expectStatus(
      await t.http().put(`/api/jobs/${second.id}/status`).set(bearer(shop.token)).send({ status: 'completed' }),
      200,
    );
    const after = (await t.http().get('/api/stats').set(bearer(shop.token))).body as StatsResponse;
    expect(after.workers.find((worker) => worker.workerId === other.id)?.completedThisMonth).toBe(1);
  });
});
