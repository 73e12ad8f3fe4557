import type {
  AdminSystemResponse,
  ForgotPasswordResponse,
  StaffInvitationResponse,
  WorkerLoginLinkResponse,
} from '@repair-shop/contracts';
import {
  RESET_REQUESTED_MESSAGE,
  RESET_WITHOUT_EMAIL_MESSAGE,
} from '../src/modules/auth/password-reset/password-reset.service';
import {
  adminLogin,
  bearer,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  login,
  uniqueEmail,
  type Shop,
  type TestApp,
  startTestApp,
} from './support/test-app';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

const STAFF_PASSWORD = 'fjalekalimi-i-stafit-1';

/** What the owner and the administrator are told about the emails the server sends: only what really happened. */
describe('mail delivery as the users are told it', () => {
  const invite = (t: TestApp, shop: Shop, workerId: string, email = uniqueEmail('teknik')) =>
    t.http().post(`/api/workers/${workerId}/login`).set(bearer(shop.token)).send({ email, role: 'technician' });
  const newLink = (t: TestApp, token: string, workerId: string) =>
    t.http().post(`/api/workers/${workerId}/login/link`).set(bearer(token)).send({});
  const accept = (t: TestApp, url: string) =>
    t
      .http()
      .post('/api/invitations/accept')
      .send({ token: url.split('/invite/')[1], password: STAFF_PASSWORD });
  const resetWith = (t: TestApp, url: string, password: string) =>
    t
      .http()
      .post('/api/password/reset')
      .send({ token: url.split('/reset-password/')[1], password });
  const system = async (t: TestApp) => {
    const response = await t
      .http()
      .get('/api/admin/system')
      .set(bearer((await adminLogin(t)).access_token));
    expectStatus(response, 200);
    return response.body as AdminSystemResponse;
  };

  describe('with a mail server (SMTP_URL)', () => {
    let t: TestApp;
    let inbox: SmtpInbox;
    let shop: Shop;
    beforeAll(async () => {
      inbox = await startSmtpInbox();
      t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://servisi.test' });
      shop = await createShop(t, {}, { businessName: 'Servisi Çelësi' });
    });
    afterAll(async () => {
      await t.close();
      await inbox.close();
    });

    it('says an invitation was emailed only once the mail server took it, to whom', async () => {
      const email = uniqueEmail('teknik');
      const invited = await invite(t, shop, shop.worker.id, email);
      expectStatus(invited, 201);
      const answer = invited.body as StaffInvitationResponse;
      expect(answer).toMatchObject({ email, emailDelivery: 'sent' });
      const mail = await inbox.waitForMail(1);
      expect(mail.to).toEqual([email]);
      expect(mail.text).toContain(answer.inviteUrl);
    });

    it('gives a worker a new link: a fresh invitation while none was accepted, then a new password’s, each emailed', async () => {
      const worker = await createWorker(t, shop.token, { firstName: 'Teuta' });
      const email = uniqueEmail('teuta');
      const first = (await invite(t, shop, worker.id, email)).body as StaffInvitationResponse;
      const mailsBefore = inbox.mails.length;

      const again = await newLink(t, shop.token, worker.id);
      expectStatus(again, 201);
      const invitation = again.body as WorkerLoginLinkResponse;
      expect(invitation).toMatchObject({ kind: 'invitation', email, emailDelivery: 'sent', validHours: 72 });
      expect(invitation.url).toMatch(/^http:\/\/servisi\.test\/invite\/[A-Za-z0-9_-]{43}$/);
      expect(invitation.url).not.toBe(first.inviteUrl);
      expect((await inbox.waitForMail(mailsBefore + 1)).text).toContain(invitation.url);
      expectStatus(await accept(t, invitation.url), 200);
      // Using one link spent the other.
      expectError(await accept(t, first.inviteUrl), 400);

      const forgotten = await newLink(t, shop.token, worker.id);
      expectStatus(forgotten, 201);
      const reset = forgotten.body as WorkerLoginLinkResponse;
      expect(reset).toMatchObject({ kind: 'password', email, emailDelivery: 'sent', validHours: 1 });
      const mail = await inbox.waitForMail(mailsBefore + 2);
      expect(mail.to).toEqual([email]);
      expect(mail.text).toContain(
        'ju dërgoi një lidhje për të zgjedhur një fjalëkalim të ri për llogarinë tuaj në «Servisi Çelësi»',
      );
      expect(mail.text).toContain(reset.url);
      expectStatus(await resetWith(t, reset.url, 'fjalekalimi-i-ri-2026'), 200);
      expect((await login(t, email, 'fjalekalimi-i-ri-2026')).user.role).toBe('technician');
    });

    it('says a password link was asked for, as before, without saying whether the account exists', async () => {
      for (const email of [shop.email, 'askush@example.com']) {
        const response = await t.http().post('/api/password/forgot').send({ email });
        expect(response.body as ForgotPasswordResponse).toEqual({
          success: true,
          message: RESET_REQUESTED_MESSAGE,
          emailConfigured: true,
        });
      }
    });

    it('shows the administrator that mail is set up, and from whom it goes', async () => {
      expect(await system(t)).toEqual({
        email: { configured: true, from: 'Servisi <no-reply@servisi.app>' },
        sms: { configured: false },
      });
      expectError(await t.http().get('/api/admin/system').set(bearer(shop.token)), 403);
      expectError(await t.http().get('/api/admin/system'), 401);
    });

    // Last: the inbox is closed for good.
    it('says a refused invitation email failed, keeping the login and its link for the owner to send', async () => {
      await inbox.close();
      const worker = await createWorker(t, shop.token, { firstName: 'Besa' });
      const email = uniqueEmail('besa');
      const invited = await invite(t, shop, worker.id, email);
      expectStatus(invited, 201);
      const answer = invited.body as StaffInvitationResponse;
      expect(answer).toMatchObject({ email, emailDelivery: 'failed' });
      expectStatus(await accept(t, answer.inviteUrl), 200);
      inbox = { ...inbox, close: async () => undefined };
    });
  });

  describe('without a mail server', () => {
    let t: TestApp;
    let shop: Shop;
    beforeAll(async () => {
      t = await startTestApp();
      shop = await createShop(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('says an invitation was not emailed: the link is the way', async () => {
      const invited = await invite(t, shop, shop.worker.id);
      expectStatus(invited, 201);
      expect((invited.body as StaffInvitationResponse).emailDelivery).toBe('not_configured');
    });

    it('says that no password link will come and whom to ask, the same for any address', async () => {
      for (const email of [shop.email, 'askush@example.com']) {
        const response = await t.http().post('/api/password/forgot').send({ email });
        expectStatus(response, 200);
        expect(response.body as ForgotPasswordResponse).toEqual({
          success: true,
          message: RESET_WITHOUT_EMAIL_MESSAGE,
          emailConfigured: false,
        });
      }
    });

    it('gives the owner the link for a worker who forgot their password, saying it was not emailed', async () => {
      const worker = await createWorker(t, shop.token, { firstName: 'Arta' });
      const email = uniqueEmail('arta');
      expectStatus(
        await accept(t, ((await invite(t, shop, worker.id, email)).body as StaffInvitationResponse).inviteUrl),
        200,
      );
      const response = await newLink(t, shop.token, worker.id);
      expectStatus(response, 201);
      const link = response.body as WorkerLoginLinkResponse;
      expect(link).toMatchObject({ kind: 'password', email, emailDelivery: 'not_configured' });
      expectStatus(await resetWith(t, link.url, 'fjalekalimi-i-artes-2'), 200);
      expect((await login(t, email, 'fjalekalimi-i-artes-2')).user.email).toBe(email);
    });

    it('refuses a new link for a worker without a login, or another shop’s worker', async () => {
      const loginless = await createWorker(t, shop.token, { firstName: 'Luan' });
      expectError(await newLink(t, shop.token, loginless.id), 404, 'Ky punëtor nuk ka llogari.');
      const other = await createShop(t);
      expectError(await newLink(t, other.token, shop.worker.id), 404);
    });

    it('shows the administrator that neither mail nor SMS is set up', async () => {
      expect(await system(t)).toEqual({ email: { configured: false, from: null }, sms: { configured: false } });
    });
  });
});
