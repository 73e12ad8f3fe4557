import {
  DEFAULT_SMS_TEMPLATES,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  clientTicketCode,
  type ChatOpenedResponse,
  type JobAttentionResponse,
  type JobChatDraftsResponse,
  type JobDetailResponse,
  type JobResponse,
  type JobStatus,
  type ReminderSmsResponse,
  type SmsSettingsRequest,
} from '@repair-shop/contracts';
import { SmsSenderService } from '../src/modules/sms/outbox/sms-sender.service';
import { FakeSmsGateway } from './support/fake-sms-gateway';
import { DAY_MS } from './support/test-clock';
import {
  bearer,
  createJob,
  createShop,
  createWorker,
  expectError,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** The background sender stays out of the way; the test calls deliverDue() itself. */
const NO_BACKGROUND_ROUNDS = { SMS_POLL_INTERVAL_MS: '3600000' };
const HOUR_MS = 60 * 60 * 1000;
/** The device's unlock code: it must never reach a message. */
const UNLOCK_CODE = 'Sekret-Kodi-7731';

const viberLink = (phone: string, text: string) =>
  `viber://chat/?number=${encodeURIComponent(phone)}&draft=${encodeURIComponent(text)}`;
const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(text)}`;

describe('messages the shop writes to its clients itself', () => {
  let t: TestApp;
  let gateway: FakeSmsGateway;
  let shop: Shop;

  beforeAll(async () => {
    gateway = await FakeSmsGateway.start();
    t = await startTestApp(gateway.env(NO_BACKGROUND_ROUNDS));
    shop = await createShop(t, { firstName: 'Arben', lastName: 'Krasniqi' }, { businessName: 'Servisi Ylli' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const drafts = async (jobId: string, token = shop.token): Promise<JobChatDraftsResponse> => {
    const response = await t.http().get(`/api/jobs/${jobId}/chat-drafts`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobChatDraftsResponse;
  };
  const setStatus = async (jobId: string, status: JobStatus, token = shop.token) =>
    expectStatus(
      await t
        .http()
        .put(`/api/jobs/${jobId}/status`)
        .set(bearer(token))
        .send(status === 'cancelled' ? { status, reason: 'Klienti hoqi dorë' } : { status }),
      200,
    );
  const opened = (jobId: string, body: object, token = shop.token) =>
    t.http().post(`/api/jobs/${jobId}/chat-opened`).set(bearer(token)).send(body);
  const remind = (jobId: string, token = shop.token) =>
    t.http().post(`/api/jobs/${jobId}/reminder-sms`).set(bearer(token)).send({});
  const saveSms = async (owner: Shop, settings: Partial<SmsSettingsRequest>) =>
    expectStatus(
      await t
        .http()
        .put('/api/business/sms')
        .set(bearer(owner.token))
        .send({ enabled: true, templates: DEFAULT_SMS_TEMPLATES, ...settings }),
      200,
    );
  const history = async (jobId: string, token = shop.token) =>
    ((await t.http().get(`/api/jobs/${jobId}`).set(bearer(token))).body as JobDetailResponse).messages;
  const outbox = (jobId: string): Promise<{ recipient: string; body: string }[]> =>
    t.db.query(`SELECT recipient, body FROM sms_outbox WHERE job_id = $1 ORDER BY seq`, [jobId]);
  const link = (job: JobResponse) => `${t.config.publicUrl}/gjurmo/${job.trackingToken}`;

  describe('GET /api/jobs/:id/chat-drafts', () => {
    let job: JobResponse;
    beforeAll(async () => {
      job = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Vjosa Berisha',
        clientPhone: '044 123 456',
        deviceModel: 'iPhone 13',
        estimatedPrice: 45,
        deviceCode: UNLOCK_CODE,
        deviceLock: { kind: 'password', value: UNLOCK_CODE },
      });
    });

    it.each(JOB_STATUSES)(
      'gives the «%s» message as its SMS would read, with Viber and WhatsApp links to the international number',
      async (status) => {
        await setStatus(job.id, status);
        const answer = await drafts(job.id);
        const code = clientTicketCode(job.id);
        const expected: Record<JobStatus, string> = {
          new: `Përshëndetje Vjosa Berisha, pajisja juaj iPhone 13 u pranua në Servisi Ylli. Bileta: ${code}. Ndiqni riparimin: ${link(job)}`,
          in_process: `Përshëndetje Vjosa Berisha, riparimi i pajisjes iPhone 13 ka filluar. Ndiqni: ${link(job)}`,
          ready: `Përshëndetje Vjosa Berisha, pajisja juaj iPhone 13 është gati. Mund ta merrni në Servisi Ylli. Bileta: ${code}.`,
          completed: 'Faleminderit Vjosa Berisha! Riparimi i pajisjes iPhone 13 përfundoi. Servisi Ylli',
          not_repairable: `Përshëndetje Vjosa Berisha, na vjen keq, pajisja juaj iPhone 13 nuk mund të rregullohet. Mund ta merrni në Servisi Ylli. Bileta: ${code}.`,
          // No SMS for a cancellation unless the shop writes one: the chat starts from a text of its own.
          cancelled: `Përshëndetje Vjosa Berisha, riparimi i pajisjes iPhone 13 u anulua. Mund ta merrni në Servisi Ylli. Bileta: ${code}.`,
        };
        const text = expected[status];
        expect(answer.phone).toBe('+38344123456');
        expect(answer.status).toEqual({
          text,
          defaultText: status === 'cancelled',
          links: { viber: viberLink('+38344123456', text), whatsapp: whatsappLink('+38344123456', text) },
        });
        const reminder = `Përshëndetje Vjosa Berisha, ju kujtojmë se pajisja juaj iPhone 13 ndodhet te Servisi Ylli, me statusin «${JOB_STATUS_LABELS[status]}». Bileta: ${code}. Ndiqni: ${link(job)}`;
        expect(answer.reminder).toEqual({
          text: reminder,
          defaultText: false,
          links: { viber: viberLink('+38344123456', reminder), whatsapp: whatsappLink('+38344123456', reminder) },
        });
        // The unlock code is in no text and no link, whatever the status.
        expect(JSON.stringify(answer)).not.toContain(UNLOCK_CODE);
        expect(JSON.stringify(answer)).not.toContain(encodeURIComponent(UNLOCK_CODE));
      },
    );

    it("uses the shop's own templates, with SMS on or off, and the default text for one it left empty (saying so)", async () => {
      await setStatus(job.id, 'ready');
      await saveSms(shop, {
        enabled: false,
        templates: {
          ...DEFAULT_SMS_TEMPLATES,
          ready: '{klienti}: {pajisja} gati, {cmimi}. {linku}',
          reminder: 'Kujtesë: {pajisja} ({statusi}).',
        },
      });
      const own = await drafts(job.id);
      expect(own.status.text).toBe(`Vjosa Berisha: iPhone 13 gati, 45,00 €. ${link(job)}`);
      expect(own.reminder.text).toBe('Kujtesë: iPhone 13 (Gati).');
      await saveSms(shop, { templates: { ...DEFAULT_SMS_TEMPLATES, ready: '', reminder: ' ' } });
      const empty = await drafts(job.id);
      expect(empty.status).toMatchObject({
        defaultText: true,
        text: expect.stringMatching(/^Përshëndetje Vjosa Berisha, pajisja juaj iPhone 13 është gati\./),
      });
      expect(empty.reminder).toMatchObject({
        defaultText: true,
        text: expect.stringMatching(/^Përshëndetje Vjosa Berisha, ju kujtojmë/),
      });
      await saveSms(shop, { enabled: false });
    });

    it("offers the estimate waiting for the client's answer, with its price and the link to answer it, SMS off too; none once it is answered", async () => {
      await saveSms(shop, { enabled: false });
      const theirs = await createJob(t, shop.token, shop.worker.id, {
        clientName: 'Vjosa Berisha',
        clientPhone: '044 123 456',
        deviceModel: 'iPhone 13',
        estimatedPrice: 30,
      });
      expect((await drafts(theirs.id)).estimate).toBeNull();
      const sent = await t
        .http()
        .post(`/api/jobs/${theirs.id}/estimates`)
        .set(bearer(shop.token))
        .send({ price: 120, note: 'Ekran origjinal' });
      expectStatus(sent, 201);
      expect(sent.body).toMatchObject({ smsQueued: false });
      const text = `Përshëndetje Vjosa Berisha, riparimi i pajisjes iPhone 13 kushton 120,00 €. Pranojeni ose refuzojeni këtu: ${link(theirs)} Servisi Ylli`;
      const answer = await drafts(theirs.id);
      expect(answer.estimate).toEqual({
        text,
        defaultText: false,
        links: { viber: viberLink('+38344123456', text), whatsapp: whatsappLink('+38344123456', text) },
      });
      // The status's own message stays what it was.
      expect(answer.status.text).toMatch(/u pranua në Servisi Ylli/);

      const chat = await opened(theirs.id, { app: 'whatsapp', purpose: 'estimate' });
      expectStatus(chat, 201);
      expect((chat.body as ChatOpenedResponse).entry.message).toBe(
        "U hap WhatsApp për t'i dërguar klientit (+38344123456) preventivin (120,00 €).",
      );

      const { estimate } = sent.body as { estimate: { id: string } };
      expectStatus(
        await t
          .http()
          .post(`/api/public/track/${theirs.trackingToken}/estimate`)
          .send({ estimateId: estimate.id, answer: 'rejected' }),
        200,
      );
      expect((await drafts(theirs.id)).estimate).toBeNull();
      const late = await opened(theirs.id, { app: 'viber', purpose: 'estimate' });
      expectError(late, 409, 'Kjo punë nuk ka preventiv që pret përgjigjen e klientit. Rifreskoni faqen.');
      expect((late.body as { code: string }).code).toBe('ESTIMATE_NOT_WAITING');
    });

    it.each([
      ['an international number written with +', '+355 69 123 4567', 'kosovo', '+355691234567'],
      ['an international number written with 00', '00389 70 123 456', 'kosovo', '+38970123456'],
      ['a local number of a shop in Albania', '069 123 4567', 'albania', '+355691234567'],
      ['a local number of a shop in North Macedonia', '070 123 456', 'north_macedonia', '+38970123456'],
    ] as const)('links %s to the right number', async (_name, clientPhone, country, international) => {
      const owner =
        country === 'kosovo'
          ? shop
          : await createShop(t, {}, { country, city: country === 'albania' ? 'Tiranë' : 'Shkup' });
      const theirs = await createJob(t, owner.token, owner.worker.id, { clientPhone });
      const answer = await drafts(theirs.id, owner.token);
      expect(answer.phone).toBe(international);
      expect(answer.status.links?.viber).toBe(viberLink(international, answer.status.text));
      expect(answer.status.links?.whatsapp).toMatch(new RegExp(`^https://wa\\.me/${international.slice(1)}\\?text=`));
    });

    it('gives the texts but no links for a number that cannot be made international', async () => {
      const theirs = await createJob(t, shop.token, shop.worker.id, { clientPhone: '123 456' });
      const answer = await drafts(theirs.id);
      expect(answer.phone).toBeNull();
      expect(answer.status).toMatchObject({ links: null, text: expect.stringContaining('u pranua') });
      expect(answer.reminder.links).toBeNull();
    });

    it("answers 404 for another shop's job, an unknown id, and another worker's job for a technician kept to their own", async () => {
      const other = await createShop(t);
      expectError(
        await t.http().get(`/api/jobs/${job.id}/chat-drafts`).set(bearer(other.token)),
        404,
        'Puna nuk u gjet.',
      );
      expectError(
        await t.http().get('/api/jobs/00000000-0000-4000-8000-000000000000/chat-drafts').set(bearer(shop.token)),
        404,
      );
      expectError(await t.http().get('/api/jobs/nuk-eshte-id/chat-drafts').set(bearer(shop.token)), 404);

      const colleague = await createWorker(t, other.token, { firstName: 'Luan', lastName: 'Berisha' });
      const technician = await staffLogin(t, other.token, other.worker.id, 'technician');
      const own = await createJob(t, other.token, other.worker.id);
      const theirs = await createJob(t, other.token, colleague.id);
      expect((await drafts(theirs.id, technician)).phone).toBe('+38344123456');
      const { businessName, contactNumber, country, city } = other.business;
      expectStatus(
        await t
          .http()
          .put('/api/business')
          .set(bearer(other.token))
          .send({ businessName, contactNumber, country, city, techniciansSeeOwnJobsOnly: true }),
        200,
      );
      expectError(await t.http().get(`/api/jobs/${theirs.id}/chat-drafts`).set(bearer(technician)), 404);
      expect((await drafts(own.id, technician)).phone).toBe('+38344123456');
    });
  });

  describe('POST /api/jobs/:id/chat-opened', () => {
    it('writes a signed line in the history for the status message, and marks the job reminded for a reminder', async () => {
      const job = await createJob(t, shop.token, shop.worker.id);
      await setStatus(job.id, 'ready');
      const response = await opened(job.id, { app: 'viber', purpose: 'status' });
      expectStatus(response, 201);
      const { entry } = response.body as ChatOpenedResponse;
      expect(entry).toMatchObject({
        type: 'contact',
        status: null,
        message: "U hap Viber për t'i dërguar klientit (+38344123456) mesazhin «Gati».",
        author: { id: shop.user.id, name: 'Arben Krasniqi' },
      });
      expect((await history(job.id)).at(-1)).toEqual(entry);
      const [before] = await t.db.query(`SELECT last_reminder_at FROM jobs WHERE id = $1`, [job.id]);
      expect(before.last_reminder_at).toBeNull();

      const reminder = await opened(job.id, { app: 'whatsapp', purpose: 'reminder' });
      expectStatus(reminder, 201);
      expect((reminder.body as ChatOpenedResponse).entry.message).toBe(
        "U hap WhatsApp për t'i dërguar klientit (+38344123456) një kujtesë.",
      );
      const [after] = await t.db.query(
        `SELECT last_reminder_at, last_reminder_via, last_reminder_sms_at FROM jobs WHERE id = $1`,
        [job.id],
      );
      expect(after).toEqual({
        last_reminder_at: t.clock.now(),
        last_reminder_via: 'whatsapp',
        last_reminder_sms_at: null,
      });
    });

    it('is signed by a technician who opens it, and refuses what it cannot be', async () => {
      const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
      const job = await createJob(t, shop.token, shop.worker.id);
      const response = await opened(job.id, { app: 'whatsapp', purpose: 'status' }, technician);
      expectStatus(response, 201);
      expect((response.body as ChatOpenedResponse).entry).toMatchObject({
        message: expect.stringContaining('mesazhin «E re»'),
        author: { name: 'Driton Gashi' },
      });

      expectError(
        await opened(job.id, { app: 'telegram', purpose: 'status' }),
        400,
        'Fusha «Aplikacioni» ka një vlerë të pavlefshme.',
      );
      expectError(await opened(job.id, { app: 'viber' }), 400, /^Fusha «Qëllimi i mesazhit»/);
      expectError(
        await opened(job.id, { app: 'viber', purpose: 'status', text: 'x' }),
        400,
        'Fusha «text» nuk lejohet.',
      );
      const unreachable = await createJob(t, shop.token, shop.worker.id, { clientPhone: '123 456' });
      expectError(
        await opened(unreachable.id, { app: 'viber', purpose: 'status' }),
        409,
        /^Numri i klientit «123 456» nuk mund të përdoret/,
      );
      const other = await createShop(t);
      expectError(await opened(job.id, { app: 'viber', purpose: 'status' }, other.token), 404, 'Puna nuk u gjet.');
      expect((await history(job.id)).filter((entry) => entry.type === 'contact')).toHaveLength(1);
    });
  });

  describe('POST /api/jobs/:id/reminder-sms', () => {
    let owner: Shop;
    beforeAll(async () => {
      owner = await createShop(t, {}, { businessName: 'Servisi Dardania' });
    });

    it('is refused in Albanian while the shop has SMS off or an empty reminder text, or when the number cannot be texted', async () => {
      const job = await createJob(t, owner.token, owner.worker.id);
      expectError(await remind(job.id, owner.token), 409, /^SMS-të janë të fikura për këtë biznes\./);
      await saveSms(owner, { templates: { ...DEFAULT_SMS_TEMPLATES, reminder: '' } });
      expectError(await remind(job.id, owner.token), 409, /^Teksti i kujtesës me SMS është bosh\./);
      await saveSms(owner, {});
      const unreachable = await createJob(t, owner.token, owner.worker.id, { clientPhone: '123 456' });
      const refused = await remind(unreachable.id, owner.token);
      expectError(refused, 409, /^Numri i klientit «123 456» nuk mund të përdoret për SMS/);
      expect((refused.body as { code: string }).code).toBe('PHONE_NOT_REACHABLE');
      const reminders = await t.db.query(
        `SELECT COUNT(*)::int AS n FROM sms_outbox o JOIN jobs j ON j.id = o.job_id WHERE j.business_id = $1 AND o.body LIKE '%kujtojmë%'`,
        [owner.business.id],
      );
      expect(reminders).toEqual([{ n: 0 }]);
    });

    it('queues the reminder once a shop day, writes who sent it, and the client gets it', async () => {
      await saveSms(owner, {});
      const job = await createJob(t, owner.token, owner.worker.id, {
        clientName: 'Blerta Hoxha',
        deviceModel: 'Galaxy A52',
      });
      await setStatus(job.id, 'ready', owner.token);
      const before = (await outbox(job.id)).length;
      const response = await remind(job.id, owner.token);
      expectStatus(response, 201);
      const answer = response.body as ReminderSmsResponse;
      expect(answer.reminder).toEqual({ at: t.clock.now().toISOString(), via: 'sms', today: true });
      expect(answer.entry).toMatchObject({
        type: 'contact',
        message: "Kujtesa për klientin u vu në radhë për t'u dërguar me SMS te +38344123456.",
        author: { id: owner.user.id },
      });
      const text = `Përshëndetje Blerta Hoxha, ju kujtojmë se pajisja juaj Galaxy A52 ndodhet te Servisi Dardania, me statusin «Gati». Bileta: ${clientTicketCode(job.id)}. Ndiqni: ${link(job)}`;
      expect((await outbox(job.id)).slice(before)).toEqual([{ recipient: '+38344123456', body: text }]);

      const again = await remind(job.id, owner.token);
      expectError(again, 409, 'Kujtesa me SMS për këtë punë u dërgua sot. Mund ta dërgoni sërish nesër.');
      expect((again.body as { code: string }).code).toBe('REMINDER_SENT_TODAY');

      await t.app.get(SmsSenderService).deliverDue();
      expect(gateway.delivered.filter((sms) => sms.text === text)).toHaveLength(1);
      expect((await history(job.id, owner.token)).at(-1)).toMatchObject({
        type: 'sms_sent',
        message: `SMS u dërgua te +38344123456: «${text}»`,
      });
    });

    it('counts the day in shop time: refused until midnight in Kosovo, sent again after it', async () => {
      await saveSms(owner, {});
      // The test clock starts in the morning, shop time; the next midnight there is the start of the next try.
      t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / DAY_MS) * DAY_MS + 10 * HOUR_MS));
      const job = await createJob(t, owner.token, owner.worker.id);
      expectStatus(await remind(job.id, owner.token), 201);
      // 10:00 UTC is 11:00 in Pristina in winter: 23:59 there is 22:59 UTC, and midnight 23:00 UTC.
      t.clock.advance(12 * HOUR_MS + 59 * 60 * 1000);
      expectError(await remind(job.id, owner.token), 409);
      t.clock.advance(60 * 1000);
      expectStatus(await remind(job.id, owner.token), 201);
      expect((await outbox(job.id)).filter((sms) => sms.body.includes('ju kujtojmë'))).toHaveLength(2);
    });

    it('sends one reminder when two colleagues tap at once', async () => {
      await saveSms(owner, {});
      const job = await createJob(t, owner.token, owner.worker.id);
      const manager = await staffLogin(
        t,
        owner.token,
        (await createWorker(t, owner.token, { firstName: 'Era', lastName: 'Shala' })).id,
        'manager',
      );
      const answers = await Promise.all([remind(job.id, owner.token), remind(job.id, manager)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await outbox(job.id)).filter((sms) => sms.body.includes('ju kujtojmë'))).toHaveLength(1);
    });

    it('is offered in "Kërkon vëmendje" with SMS on and a gateway, and said why not for a number that cannot be texted', async () => {
      const waiting = await createShop(t, {}, { businessName: 'Servisi Pritja' });
      await saveSms(waiting, {});
      const reachable = await createJob(t, waiting.token, waiting.worker.id, { clientPhone: '044 555 111' });
      const unreachable = await createJob(t, waiting.token, waiting.worker.id, { clientPhone: '123 456' });
      for (const job of [reachable, unreachable]) await setStatus(job.id, 'ready', waiting.token);
      t.clock.advance(8 * DAY_MS);
      const response = await t.http().get('/api/jobs/attention').set(bearer(waiting.token));
      expectStatus(response, 200);
      const blocks = Object.fromEntries(
        (response.body as JobAttentionResponse[]).map((item) => [item.jobId, item.smsReminderBlock]),
      );
      expect(blocks).toEqual({ [reachable.id]: null, [unreachable.id]: 'phone' });
    });

    it("answers 404 for another shop's job", async () => {
      const job = await createJob(t, owner.token, owner.worker.id);
      await saveSms(shop, {});
      expectError(await remind(job.id, shop.token), 404, 'Puna nuk u gjet.');
      expect(await outbox(job.id)).toHaveLength(1); // the new job's own SMS
    });
  });
});
