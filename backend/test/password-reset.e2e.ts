import { PasswordHasher } from '../src/modules/auth/password-hasher';
import { bearer, expectError, registerOwner, startTestApp, type TestApp } from './support/test-app';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';

const SAME_ANSWER = {
  success: true,
  message:
    'Nëse ekziston një llogari me këtë email, ju kemi dërguar një lidhje për të rivendosur fjalëkalimin. Lidhja vlen një orë.',
  emailConfigured: true,
};
const INVALID_LINK =
  'Lidhja për rivendosjen e fjalëkalimit nuk është e vlefshme ose ka skaduar. Kërkoni një lidhje të re.';

function linkToken(text: string): string {
  const match = text.match(/http:\/\/servisi\.test\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return match[1];
}

describe('password reset by email', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://servisi.test/' });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await t.http().post('/api/password/forgot').send({ email: 'askush@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SAME_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails).toHaveLength(0);
  });

  it('emails a link that sets a new password once, and ends the old sessions', async () => {
    const owner = await registerOwner(t);
    const response = await t.http().post('/api/password/forgot').send({ email: owner.email.toUpperCase() });
    expect(response.body).toEqual(SAME_ANSWER);
    const mail = await inbox.waitForMail(1);
    expect(mail.to).toEqual([owner.email]);
    expect(mail.text).toContain('Për të vendosur një fjalëkalim të ri, hapni këtë lidhje brenda një ore');
    const token = linkToken(mail.text);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const reset = await t.http().post('/api/password/reset').send({ token, password: 'fjalekalimi-i-ri-2026' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      success: true,
      message: 'Fjalëkalimi u ndryshua. Tani mund të hyni me fjalëkalimin e ri.',
    });

    // The old session and the old password are gone; the new password works.
    expectError(await t.http().get('/api/user/profile').set(bearer(owner.token)), 401);
    expectError(
      await t.http().post('/api/login').send({ email: owner.email, password: owner.password }),
      401,
      'Email ose fjalëkalimi i gabuar.',
    );
    expect(
      (await t.http().post('/api/login').send({ email: owner.email, password: 'fjalekalimi-i-ri-2026' })).status,
    ).toBe(200);

    // The link works only once.
    expectError(
      await t.http().post('/api/password/reset').send({ token, password: 'edhe-nje-tjeter-1' }),
      400,
      INVALID_LINK,
    );
  });

  it('refuses a link older than one hour, and a made-up one', async () => {
    const owner = await registerOwner(t);
    await t.http().post('/api/password/forgot').send({ email: owner.email });
    const token = linkToken((await inbox.waitForMail(inbox.mails.length + 1)).text);
    t.clock.advance(61 * 60 * 1000);
    expectError(
      await t.http().post('/api/password/reset').send({ token, password: 'fjalekalimi-i-ri-2026' }),
      400,
      INVALID_LINK,
    );
    expectError(
      await t
        .http()
        .post('/api/password/reset')
        .send({ token: 'x'.repeat(43), password: 'fjalekalimi-i-ri-2026' }),
      400,
      INVALID_LINK,
    );
    expect((await t.http().post('/api/login').send({ email: owner.email, password: owner.password })).status).toBe(200);
  });

  it('validates the fields in Albanian', async () => {
    expectError(
      await t.http().post('/api/password/forgot').send({ email: 'jo-email' }),
      400,
      'Fusha «Email» duhet të jetë një adresë email e vlefshme.',
    );
    expectError(
      await t.http().post('/api/password/reset').send({ token: 'abc', password: 'shkurt' }),
      400,
      'Fusha «Fjalëkalimi» duhet të ketë të paktën 8 karaktere.',
    );
    expectError(
      await t.http().post('/api/password/reset').send({ password: 'fjalekalimi-i-ri' }),
      400,
      'Fusha «Lidhja» është e detyrueshme.',
    );
  });

  it("refuses an unknown link before computing the new password's hash", async () => {
    const hash = jest.spyOn(t.app.get(PasswordHasher), 'hash');
    try {
      const response = await t
        .http()
        .post('/api/password/reset')
        .send({ token: 'a'.repeat(43), password: 'fjalekalim-i-ri-123' });
      expectError(response, 400, INVALID_LINK);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});
