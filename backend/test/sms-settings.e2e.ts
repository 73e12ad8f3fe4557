import { DEFAULT_SMS_TEMPLATES, type SmsSettingsRequest, type SmsSettingsResponse } from '@repair-shop/contracts';
import {
  bearer,
  createShop,
  expectError,
  registerOwner,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const TEMPLATES: SmsSettingsRequest['templates'] = {
  new: 'Pranuam {pajisja}. Kodi {kodi}: {linku}',
  in_process: '',
  ready: '{klienti}, {pajisja} është gati te {biznesi}.',
  completed: '',
  not_repairable: 'Na vjen keq, {pajisja} nuk rregullohet ({statusi}).',
  cancelled: 'Puna për {pajisja} u anulua ({statusi}). {biznesi}',
  estimate: 'Preventivi për {pajisja}: {cmimi}. {linku}',
  reminder: 'Kujtesë: {pajisja} ({statusi}) ju pret te {biznesi}.',
};

describe('SMS settings (GET and PUT /api/business/sms)', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = () => t.http().get('/api/business/sms').set(bearer(shop.token));
  const put = (body: unknown, token = shop.token) =>
    t
      .http()
      .put('/api/business/sms')
      .set(bearer(token))
      .send(body as object);

  it('starts off, with the default Albanian templates, and says the server only logs without a gateway', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ enabled: false, templates: DEFAULT_SMS_TEMPLATES, gatewayConfigured: false });
  });

  it('saves the switch and every template, trimmed, and gives them back', async () => {
    const saved = await put({ enabled: true, templates: { ...TEMPLATES, ready: `  ${TEMPLATES.ready}  ` } });
    expect(saved.status).toBe(200);
    const expected: SmsSettingsResponse = { enabled: true, templates: TEMPLATES, gatewayConfigured: false };
    expect(saved.body).toEqual(expected);
    expect((await get()).body).toEqual(expected);
    const turnedOff = await put({ enabled: false, templates: TEMPLATES });
    expect(turnedOff.body).toEqual({ ...expected, enabled: false });
  });

  it('keeps the estimate text when a request from before estimates leaves it out', async () => {
    expect((await put({ enabled: true, templates: TEMPLATES })).status).toBe(200);
    const { estimate: _left, reminder: _reminder, ...older } = TEMPLATES;
    const saved = await put({ enabled: true, templates: { ...older, ready: 'Gati: {pajisja}.' } });
    expect(saved.status).toBe(200);
    expect((saved.body as SmsSettingsResponse).templates).toEqual({ ...TEMPLATES, ready: 'Gati: {pajisja}.' });
    expectError(
      await put({ enabled: true, templates: { ...TEMPLATES, estimate: 'Çmimi {shuma}' } }),
      400,
      /^Teksti «SMS për preventivin» përdor \{shuma\}/,
    );
  });

  it('keeps the reminder text when a request from before reminders leaves it out, and saves an empty one', async () => {
    expect((await put({ enabled: true, templates: TEMPLATES })).status).toBe(200);
    const { reminder: _left, ...older } = TEMPLATES;
    expect(((await put({ enabled: true, templates: older })).body as SmsSettingsResponse).templates).toEqual(TEMPLATES);
    expect(
      ((await put({ enabled: true, templates: { ...TEMPLATES, reminder: '  ' } })).body as SmsSettingsResponse)
        .templates.reminder,
    ).toBe('');
    expectError(
      await put({ enabled: true, templates: { ...TEMPLATES, reminder: 'Kujtesë {dita}' } }),
      400,
      /^Teksti «SMS për kujtesën» përdor \{dita\}/,
    );
    expectError(
      await put({ enabled: true, templates: { ...TEMPLATES, reminder: 'x'.repeat(481) } }),
      400,
      'Fusha «SMS për kujtesën» mund të ketë deri në 480 karaktere.',
    );
  });

  it('gives a shop that saved its settings before reminders the default reminder text', async () => {
    const older = await createShop(t);
    await t.db.query(
      `INSERT INTO sms_settings (business_id, enabled, templates, updated_at) VALUES ($1, true, $2, now())`,
      [older.business.id, JSON.stringify({ ...TEMPLATES, reminder: undefined })],
    );
    const response = await t.http().get('/api/business/sms').set(bearer(older.token));
    expect((response.body as SmsSettingsResponse).templates.reminder).toBe(DEFAULT_SMS_TEMPLATES.reminder);
  });

  it('keeps each shop’s settings apart', async () => {
    const other = await createShop(t);
    const response = await t.http().get('/api/business/sms').set(bearer(other.token));
    expect(response.body).toEqual({ enabled: false, templates: DEFAULT_SMS_TEMPLATES, gatewayConfigured: false });
  });

  it('refuses an unknown placeholder and names it, keeping what was saved', async () => {
    const before = (await get()).body as SmsSettingsResponse;
    expectError(
      await put({ enabled: true, templates: { ...TEMPLATES, ready: 'Përshëndetje {emri}, {pajisja} është gati.' } }),
      400,
      'Teksti «SMS për statusin Gati» përdor {emri}, që nuk njihet. Mund të përdorni: {klienti}, {pajisja}, {statusi}, {kodi}, {linku}, {biznesi}, {cmimi}.',
    );
    expect((await get()).body).toEqual(before);
  });

  it.each([
    [
      'a template over 480 characters',
      { enabled: true, templates: { ...TEMPLATES, new: 'x'.repeat(481) } },
      'Fusha «SMS për statusin E re» mund të ketë deri në 480 karaktere.',
    ],
    [
      'a missing template',
      { enabled: true, templates: { ...TEMPLATES, completed: undefined } },
      'Fusha «SMS për statusin Përfunduar» është e detyrueshme.',
    ],
    [
      'a template that is not text',
      { enabled: true, templates: { ...TEMPLATES, ready: 5 } },
      'Fusha «SMS për statusin Gati» duhet të jetë tekst.',
    ],
    [
      'a template for an unknown status',
      { enabled: true, templates: { ...TEMPLATES, delivered: 'Tekst' } },
      'Fusha «delivered» nuk lejohet.',
    ],
    [
      'a switch that is not true or false',
      { enabled: 'po', templates: TEMPLATES },
      'Fusha «SMS aktiv» duhet të jetë po ose jo.',
    ],
    ['no switch', { templates: TEMPLATES }, 'Fusha «SMS aktiv» është e detyrueshme.'],
    ['no templates', { enabled: true }, 'Fusha «Tekstet e SMS» është e detyrueshme.'],
    ['templates as text', { enabled: true, templates: 'tekst' }, /^Fusha «Tekstet e SMS»/],
    ['templates as a list', { enabled: true, templates: [] }, /^Fusha «Tekstet e SMS»/],
    ['an unknown field', { enabled: true, templates: TEMPLATES, provider: 'x' }, 'Fusha «provider» nuk lejohet.'],
    [
      'a template with a NUL character',
      { enabled: true, templates: { ...TEMPLATES, new: 'a\u0000b' } },
      'Të dhënat përmbajnë karaktere të palejuara.',
    ],
    [
      'a template with an unpaired surrogate',
      { enabled: true, templates: { ...TEMPLATES, ready: 'a\ud800b' } },
      'Të dhënat përmbajnë karaktere të palejuara.',
    ],
  ])('refuses %s', async (_name, body, detail) => {
    expectError(await put(body), 400, detail);
  });

  it('answers 404 before the business is registered, and 401 without a token', async () => {
    const owner = await registerOwner(t);
    const detail = 'Biznesi juaj nuk është regjistruar ende.';
    expectError(await t.http().get('/api/business/sms').set(bearer(owner.token)), 404, detail);
    expectError(await put({ enabled: true, templates: TEMPLATES }, owner.token), 404, detail);
    expectError(await t.http().get('/api/business/sms'), 401);
    expectError(await t.http().put('/api/business/sms').send({ enabled: true, templates: TEMPLATES }), 401);
  });
});

describe('SMS settings with a gateway configured', () => {
  it('tells the shop that messages reach phones', async () => {
    const t = await startTestApp({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/send', SMS_GATEWAY_TOKEN: 'token' });
    try {
      const shop = await createShop(t);
      const response = await t.http().get('/api/business/sms').set(bearer(shop.token));
      expect(response.body).toMatchObject({ gatewayConfigured: true });
    } finally {
      await t.close();
    }
  });
});
