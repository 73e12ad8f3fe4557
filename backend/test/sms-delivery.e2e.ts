import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  DEFAULT_SMS_TEMPLATES,
  type JobDetailResponse,
  type JobResponse,
  type JobStatus,
  type SmsSettingsRequest,
} from '@repair-shop/contracts';
import { createApp } from '../src/app.factory';
import { SmsSenderService } from '../src/modules/sms/outbox/sms-sender.service';
import { FakeSmsGateway, type GatewayBehaviour } from './support/fake-sms-gateway';
import { bearer, createJob, createShop, expectStatus, startTestApp, type Shop, type TestApp } from './support/test-app';

/** The background sender stays out of the way; the test calls deliverDue() itself. */
const NO_BACKGROUND_ROUNDS = { SMS_POLL_INTERVAL_MS: '3600000' };

const TEMPLATES: SmsSettingsRequest['templates'] = {
  ...DEFAULT_SMS_TEMPLATES,
  in_process: '',
  ready: '{klienti}, {pajisja} është gati te {biznesi}. Kodi {kodi} ({statusi}).',
};

async function turnSmsOn(t: TestApp, shop: Shop, templates = TEMPLATES): Promise<void> {
  expectStatus(await t.http().put('/api/business/sms').set(bearer(shop.token)).send({ enabled: true, templates }), 200);
}

async function setStatus(t: TestApp, shop: Shop, jobId: string, status: JobStatus): Promise<void> {
  expectStatus(await t.http().put(`/api/jobs/${jobId}/status`).set(bearer(shop.token)).send({ status }), 200);
}

async function detailOf(t: TestApp, shop: Shop, jobId: string): Promise<JobDetailResponse> {
  const response = await t.http().get(`/api/jobs/${jobId}`).set(bearer(shop.token));
  expectStatus(response, 200);
  return response.body as JobDetailResponse;
}

async function smsHistory(t: TestApp, shop: Shop, jobId: string): Promise<{ type: string; message: string }[]> {
  return (await detailOf(t, shop, jobId)).messages
    .filter((entry) => entry.type === 'sms_sent' || entry.type === 'sms_failed')
    .map(({ type, message }) => ({ type, message }));
}

async function outboxOf(
  t: TestApp,
  jobId: string,
): Promise<{ recipient: string; body: string; state: string; attempts: number }[]> {
  return t.db.query(`SELECT recipient, body, state, attempts FROM sms_outbox WHERE job_id = $1 ORDER BY seq`, [jobId]);
}

describe('SMS outbox: what a status change queues', () => {
  let t: TestApp;
  let shop: Shop;
  let sender: SmsSenderService;
  beforeAll(async () => {
    t = await startTestApp(NO_BACKGROUND_ROUNDS);
    shop = await createShop(t, {}, { businessName: 'Servisi Ylli' });
    sender = t.app.get(SmsSenderService);
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues nothing while the shop has SMS off', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    await setStatus(t, shop, job.id, 'ready');
    expect(await outboxOf(t, job.id)).toEqual([]);
    expect((await detailOf(t, shop, job.id)).pendingSms).toBe(0);
  });

  it('queues the new job’s and each status’s message, rendered for the job, to the client’s international number', async () => {
    await turnSmsOn(t, shop);
    const job = await createJob(t, shop.token, shop.worker.id, {
      clientName: 'Vjosa Berisha',
      clientPhone: '044 123 456',
      deviceModel: 'iPhone 13',
    });
    await setStatus(t, shop, job.id, 'in_process'); // empty template: no SMS
    await setStatus(t, shop, job.id, 'ready');
    await setStatus(t, shop, job.id, 'ready'); // the same status again: no second SMS
    const code = job.id.slice(-6).toUpperCase();
    expect(await outboxOf(t, job.id)).toEqual([
      {
        recipient: '+38344123456',
        body: `Përshëndetje Vjosa Berisha, pajisja juaj iPhone 13 u pranua në Servisi Ylli. Bileta: ${code}. Ndiqni riparimin: ${t.config.publicUrl}/gjurmo/${job.trackingToken}`,
        state: 'pending',
        attempts: 0,
      },
      {
        recipient: '+38344123456',
        body: `Vjosa Berisha, iPhone 13 është gati te Servisi Ylli. Kodi ${code} (Gati).`,
        state: 'pending',
        attempts: 0,
      },
    ]);
    expect((await detailOf(t, shop, job.id)).pendingSms).toBe(2);
  });

  it('with the log-only provider, writes the messages to the log and says so in the history', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { clientPhone: '049 222 333' });
    await sender.deliverDue();
    const history = await smsHistory(t, shop, job.id);
    expect(history).toEqual([
      {
        type: 'sms_sent',
        message: expect.stringMatching(
          /^SMS për \+38349222333 u shkrua vetëm në log të serverit, sepse nuk ka portë SMS të konfiguruar: «Përshëndetje/,
        ),
      },
    ]);
    expect((await detailOf(t, shop, job.id)).pendingSms).toBe(0);
    expect(await outboxOf(t, job.id)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it('records in the history, without queueing, a phone number that cannot take an SMS', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { clientPhone: '123 456' });
    expect(await outboxOf(t, job.id)).toEqual([]);
    expect(await smsHistory(t, shop, job.id)).toEqual([
      { type: 'sms_failed', message: 'SMS nuk u dërgua: numri «123 456» nuk mund të përdoret për SMS.' },
    ]);
  });

  it('queues the message in the status change’s transaction: when the change fails, no message is left', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    const before = await outboxOf(t, job.id);
    // The history line is written after the message is queued; make the database refuse it for this job.
    await t.db.query(
      `CREATE FUNCTION refuse_event() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`,
    );
    await t.db.query(
      `CREATE TRIGGER refuse_event BEFORE INSERT ON job_events FOR EACH ROW WHEN (NEW.job_id = '${job.id}') EXECUTE FUNCTION refuse_event()`,
    );
    try {
      expectStatus(
        await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
        500,
      );
    } finally {
      await t.db.query(`DROP TRIGGER refuse_event ON job_events`);
      await t.db.query(`DROP FUNCTION refuse_event`);
    }
    expect(await outboxOf(t, job.id)).toEqual(before);
    expect((await detailOf(t, shop, job.id)).job.status).toBe('new');
  });
});

describe('SMS sender against an HTTP gateway', () => {
  let gateway: FakeSmsGateway;
  let t: TestApp;
  let shop: Shop;
  let sender: SmsSenderService;
  let plan: GatewayBehaviour[] = [];
  beforeAll(async () => {
    gateway = await FakeSmsGateway.start(() => plan.shift() ?? 'ok');
    t = await startTestApp(gateway.env({ ...NO_BACKGROUND_ROUNDS, SMS_MAX_ATTEMPTS: '3', SMS_RETRY_BASE_MS: '60000' }));
    shop = await createShop(t);
    await turnSmsOn(t, shop);
    sender = t.app.get(SmsSenderService);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends with the token and the message id as idempotency key, and records it in the history', async () => {
    const requestsBefore = gateway.requests.length;
    const job = await createJob(t, shop.token, shop.worker.id, { clientPhone: '+355 69 123 4567' });
    expect(await sender.deliverDue()).toBe(1);
    const [row]: { id: string; provider_message_id: string }[] = await t.db.query(
      `SELECT id, provider_message_id FROM sms_outbox WHERE job_id = $1`,
      [job.id],
    );
    expect(gateway.requests.slice(requestsBefore)).toEqual([
      { key: row.id, to: '+355691234567', text: expect.stringContaining('Përshëndetje'), behaviour: 'ok' },
    ]);
    expect(row.provider_message_id).toMatch(/^gw-\d+$/);
    expect(await smsHistory(t, shop, job.id)).toEqual([
      { type: 'sms_sent', message: expect.stringMatching(/^SMS u dërgua te \+355691234567: «Përshëndetje/) },
    ]);
  });

  it('waits longer after each failure and gives up after the last attempt, saying why', async () => {
    plan = ['unavailable', 'unavailable', 'unavailable'];
    const job = await createJob(t, shop.token, shop.worker.id);
    const tries = () =>
      gateway.requests.filter((request) => request.text.includes(job.id.slice(-6).toUpperCase())).length;
    await sender.deliverDue();
    expect(tries()).toBe(1);
    t.clock.advance(59_999);
    await sender.deliverDue();
    expect(tries()).toBe(1); // the first retry waits 60 s
    t.clock.advance(1);
    await sender.deliverDue();
    expect(tries()).toBe(2);
    t.clock.advance(119_999);
    await sender.deliverDue();
    expect(tries()).toBe(2); // the second waits twice as long
    t.clock.advance(1);
    expect((await detailOf(t, shop, job.id)).pendingSms).toBe(1);
    await sender.deliverDue();
    expect(tries()).toBe(3);
    expect(await smsHistory(t, shop, job.id)).toEqual([
      {
        type: 'sms_failed',
        message: 'SMS te +38344123456 nuk u dërgua pas 3 përpjekjesh: porta SMS u përgjigj me 503.',
      },
    ]);
    expect((await detailOf(t, shop, job.id)).pendingSms).toBe(0);
    t.clock.advance(3_600_000);
    await sender.deliverDue();
    expect(tries()).toBe(3);
  });

  it('does not retry a message the gateway refuses for good', async () => {
    plan = ['reject'];
    const job = await createJob(t, shop.token, shop.worker.id);
    await sender.deliverDue();
    t.clock.advance(3_600_000);
    await sender.deliverDue();
    expect(await outboxOf(t, job.id)).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect(await smsHistory(t, shop, job.id)).toEqual([
      { type: 'sms_failed', message: 'SMS te +38344123456 nuk u dërgua: porta SMS e refuzoi mesazhin (400).' },
    ]);
  });

  it('sends a job’s messages in order: a later one waits while an earlier one is retried', async () => {
    plan = ['unavailable'];
    const job = await createJob(t, shop.token, shop.worker.id);
    await setStatus(t, shop, job.id, 'ready');
    await sender.deliverDue();
    expect(await outboxOf(t, job.id)).toEqual([
      expect.objectContaining({ state: 'pending', attempts: 1 }),
      expect.objectContaining({ state: 'pending', attempts: 0 }),
    ]);
    t.clock.advance(60_000);
    await sender.deliverDue();
    expect((await outboxOf(t, job.id)).map((sms) => sms.state)).toEqual(['sent', 'sent']);
    const history = await smsHistory(t, shop, job.id);
    expect(history.map((entry) => entry.message.match(/«(\S+)/)?.[1])).toEqual(['Përshëndetje', 'Vjosa']);
  });

  it('takes over a message whose sender stopped mid-send once its claim runs out, with the same idempotency key', async () => {
    const job = await createJob(t, shop.token, shop.worker.id);
    // As if another instance claimed it and died before recording the outcome.
    const lease = new Date(t.clock.now().getTime() + 70_000);
    await t.db.query(`UPDATE sms_outbox SET state = 'sending', attempts = 1, locked_until = $2 WHERE job_id = $1`, [
      job.id,
      lease,
    ]);
    await sender.deliverDue();
    expect(await outboxOf(t, job.id)).toEqual([expect.objectContaining({ state: 'sending' })]);
    t.clock.advance(70_000);
    await sender.deliverDue();
    expect(await outboxOf(t, job.id)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })]);
    expect(await smsHistory(t, shop, job.id)).toHaveLength(1);
  });
});

describe('SMS delivery through a gateway that fails some requests, with two senders at once', () => {
  const JOBS = 8;
  const STATUSES: JobStatus[] = ['in_process', 'ready', 'completed'];
  let gateway: FakeSmsGateway;
  let t: TestApp;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    // A fixed, varied pattern of failures, some of them after the message went out.
    const pattern: GatewayBehaviour[] = [
      'ok',
      'unavailable',
      'lostAnswer',
      'ok',
      'drop',
      'late',
      'ok',
      'unavailable',
      'ok',
      'lostAnswer',
      'drop',
    ];
    gateway = await FakeSmsGateway.start((requestNumber) => pattern[requestNumber % pattern.length], 1500);
    const env = gateway.env({
      SMS_POLL_INTERVAL_MS: '20',
      SMS_RETRY_BASE_MS: '0',
      SMS_MAX_ATTEMPTS: '20',
      // Long enough for an 'ok' answer on a loaded machine; a 'late' one comes after it.
      SMS_REQUEST_TIMEOUT_MS: '1000',
    });
    t = await startTestApp(env);
    // A second instance of the application on the same database, as in a deployment with two servers.
    second = await createApp(t.config, { clock: t.clock });
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    await gateway.close();
  });

  it('delivers every message exactly once, in order per job, and records each once in its history', async () => {
    const shop = await createShop(t);
    await turnSmsOn(t, shop, {
      ...DEFAULT_SMS_TEMPLATES,
      in_process: '{kodi}: {statusi}',
      ready: '{kodi}: {statusi}',
      completed: '{kodi}: {statusi}',
    });
    const jobs: JobResponse[] = [];
    for (let index = 0; index < JOBS; index += 1) {
      const job = await createJob(t, shop.token, shop.worker.id, {
        clientPhone: `044 100 ${String(index).padStart(3, '0')}`,
      });
      jobs.push(job);
      for (const status of STATUSES) await setStatus(t, shop, job.id, status);
    }
    const expected = JOBS * (1 + STATUSES.length);

    const deadline = Date.now() + 25_000;
    let unfinished = expected;
    while (unfinished > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ unfinished }] = await t.db.query(
        `SELECT COUNT(*)::int AS unfinished FROM sms_outbox WHERE state IN ('pending', 'sending')`,
      );
    }
    const rows: { id: string; state: string; job_id: string; body: string; recipient: string }[] = await t.db.query(
      `SELECT id, state, job_id, body, recipient FROM sms_outbox ORDER BY seq`,
    );
    expect(rows).toHaveLength(expected);
    expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);

    // The failures really happened, including ones where the message had gone out already.
    const behaviours = new Set(gateway.requests.map((request) => request.behaviour));
    for (const behaviour of ['unavailable', 'drop', 'lostAnswer', 'late'] as const)
      expect(behaviours).toContain(behaviour);
    // Nothing lost: every message reached the phone, with its text and number. Nothing twice: once each.
    expect(
      gateway.delivered
        .map(({ key, to, text }) => ({ id: key, recipient: to, body: text }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(
      rows.map(({ id, recipient, body }) => ({ id, recipient, body })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(gateway.resentAfterAcknowledged).toEqual([]);
    expect(gateway.sentConcurrently).toEqual([]);

    for (const job of jobs) {
      const code = job.id.slice(-6).toUpperCase();
      const reached = gateway.delivered
        .filter((sms) => rows.find((row) => row.id === sms.key)?.job_id === job.id)
        .map((sms) => sms.text);
      expect(reached).toEqual([
        expect.stringContaining('u pranua'),
        `${code}: Në proces`,
        `${code}: Gati`,
        `${code}: Përfunduar`,
      ]);
      const history = await smsHistory(t, shop, job.id);
      expect(history).toHaveLength(1 + STATUSES.length);
      expect(history.every((entry) => entry.type === 'sms_sent')).toBe(true);
    }
  }, 40_000);
});
