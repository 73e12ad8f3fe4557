import type {
  JobResponse,
  PaymentCreatedResponse,
  PrintJobCreatedResponse,
  PrintJobResponse,
  PrintStationCreatedResponse,
  PrintStationPairedResponse,
  PrintStationResponse,
  StationClaimResponse,
  StationDocumentResponse,
} from '@repair-shop/contracts';
import { concretePath, listRoutes } from './support/routes';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';
import { openStationEvents, pairedStation as pairStation } from './support/print-stations';

const STATION_FORBIDDEN = 'Printeri mund vetëm të lexojë dhe të printojë dokumentet që i dërgohen.';
const UNPAIRED = 'Ky printer nuk është më i çiftuar me dyqanin. Hapni një lidhje të re çiftimi nga dyqani.';

/** Print stations: paired once, fed by anyone in the shop, each document handed out once, nothing else open to them. */
describe('print stations', () => {
  let t: TestApp;
  let shop: Shop;
  let job: JobResponse;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Besart', lastName: 'Krasniqi' }, { businessName: 'Servisi Printeri' });
    job = await createJob(t, shop.token, shop.worker.id, { clientName: 'Ëmira Çollaku', estimatedPrice: 40 });
  });
  afterAll(async () => {
    await t.close();
  });

  const addStation = async (token: string, name = 'Banaku'): Promise<PrintStationCreatedResponse> => {
    const response = await t.http().post('/api/print-stations').set(bearer(token)).send({ name });
    expectStatus(response, 201);
    return response.body as PrintStationCreatedResponse;
  };
  const pairingToken = (created: PrintStationCreatedResponse): string =>
    created.pairingUrl.split('/print/pair/')[1] ?? '';
  const pair = (token: string) => t.http().post('/api/print-stations/pair').send({ token });
  /** A station of the shop, paired: its id and its credential. */
  const pairedStation = (ownerToken = shop.token, name = 'Banaku') => pairStation(t, ownerToken, name);
  const send = (token: string, jobId: string, body: Record<string, unknown>) =>
    t.http().post(`/api/jobs/${jobId}/print`).set(bearer(token)).send(body);
  const claim = async (credential: string): Promise<StationClaimResponse['printJob']> => {
    const response = await t.http().post('/api/station/jobs/claim').set(bearer(credential)).send({});
    expectStatus(response, 200);
    return (response.body as StationClaimResponse).printJob;
  };

  it("adds a station with a single-use pairing link that gives the counter's browser its credential", async () => {
    const created = await addStation(shop.token);
    expect(created.station).toMatchObject({
      name: 'Banaku',
      paired: false,
      autoPrintLabels: false,
      waiting: 0,
      lastSeenAt: null,
    });
    expect(created.pairingUrl).toMatch(new RegExp(`^${t.config.publicUrl}/print/pair/[A-Za-z0-9_-]{43}$`));
    const paired = await pair(pairingToken(created));
    expectStatus(paired, 200);
    const body = paired.body as PrintStationPairedResponse;
    expect(body.station).toEqual({ id: created.station.id, name: 'Banaku', businessName: 'Servisi Printeri' });
    expect((await t.http().get('/api/station').set(bearer(body.stationToken))).body).toEqual({ station: body.station });
    // Once only.
    expectError(
      await pair(pairingToken(created)),
      404,
      'Kjo lidhje çiftimi nuk vlen më: është përdorur ose ka skaduar. Kërkoni një të re nga dyqani.',
    );
    const [stored] = await t.db.query(`SELECT pairing_token_hash FROM print_stations WHERE id = $1`, [
      created.station.id,
    ]);
    expect(stored).toEqual({ pairing_token_hash: null });
    const listed = (await t.http().get('/api/print-stations').set(bearer(shop.token))).body as PrintStationResponse[];
    expect(listed).toEqual([
      expect.objectContaining({ id: created.station.id, paired: true, lastSeenAt: expect.any(String) }),
    ]);
  });

  it('prints what anyone sends, oldest first, each document handed to one tab, and tells the sender', async () => {
    const station = await pairedStation();
    const label = await send(shop.token, job.id, { stationId: station.id, document: 'label', size: '10x4', copies: 2 });
    expectStatus(label, 201);
    expect((label.body as PrintJobCreatedResponse).printJob).toMatchObject({
      stationName: 'Banaku',
      jobId: job.id,
      ticket: job.id.slice(-6).toUpperCase(),
      clientName: 'Ëmira Çollaku',
      document: 'label',
      size: '10x4',
      copies: 2,
      state: 'queued',
      requestedBy: { name: 'Besart Krasniqi' },
      printedAt: null,
    });
    expectStatus(await send(shop.token, job.id, { stationId: station.id, document: 'invoice' }), 201);

    const first = await claim(station.credential);
    expect(first).toMatchObject({ document: 'label', state: 'printing', claim: expect.any(String) });
    const second = await claim(station.credential);
    expect(second).toMatchObject({ document: 'invoice', size: null });
    expect(await claim(station.credential)).toBeNull();

    const document = await t.http().get(`/api/station/jobs/${first!.id}/document`).set(bearer(station.credential));
    expectStatus(document, 200);
    const drawn = document.body as StationDocumentResponse;
    expect(drawn.detail?.job.clientName).toBe('Ëmira Çollaku');
    expect(drawn.business.businessName).toBe('Servisi Printeri');
    // The station sees the job as a technician would: no cost prices, no profit.
    expect(drawn.detail?.money).not.toHaveProperty('profit');

    const printed = await t
      .http()
      .post(`/api/station/jobs/${first!.id}/done`)
      .set(bearer(station.credential))
      .send({ claim: first!.claim });
    expectStatus(printed, 200);
    expect(printed.body as PrintJobResponse).toMatchObject({
      state: 'printed',
      printedAt: expect.any(String),
      error: null,
    });
    // Reported once: the same report again, or another tab's claim, is refused.
    expectError(
      await t
        .http()
        .post(`/api/station/jobs/${first!.id}/done`)
        .set(bearer(station.credential))
        .send({ claim: first!.claim }),
      409,
    );
    expectError(
      await t
        .http()
        .post(`/api/station/jobs/${second!.id}/done`)
        .set(bearer(station.credential))
        .send({ claim: 'tjeter' }),
      409,
    );
    const failed = await t
      .http()
      .post(`/api/station/jobs/${second!.id}/done`)
      .set(bearer(station.credential))
      .send({ claim: second!.claim, error: 'Printeri pa letër' });
    expect(failed.body as PrintJobResponse).toMatchObject({ state: 'failed', error: 'Printeri pa letër' });

    const seen = (await t.http().get(`/api/jobs/${job.id}/print-jobs`).set(bearer(shop.token)))
      .body as PrintJobResponse[];
    expect(seen.map((entry) => [entry.document, entry.state, entry.stationName])).toEqual([
      ['invoice', 'failed', 'Banaku'],
      ['label', 'printed', 'Banaku'],
    ]);
    // Printed again from the station's history: a new document in the queue.
    const again = await t
      .http()
      .post(`/api/station/jobs/${second!.id}/reprint`)
      .set(bearer(station.credential))
      .send({});
    expectStatus(again, 201);
    expect(again.body as PrintJobResponse).toMatchObject({ document: 'invoice', state: 'queued', requestedBy: null });
    const history = await t.http().get('/api/station/jobs?limit=2').set(bearer(station.credential));
    expect(history.headers['x-total-count']).toBe('3');
    expect((history.body as PrintJobResponse[]).map((entry) => entry.state)).toEqual(['queued', 'failed']);
  });

  it('hands each waiting document to exactly one of many tabs asking at once', async () => {
    const station = await pairedStation();
    for (let i = 0; i < 3; i += 1)
      expectStatus(await send(shop.token, job.id, { stationId: station.id, document: 'label' }), 201);
    const taken = await Promise.all(Array.from({ length: 10 }, () => claim(station.credential)));
    const ids = taken.filter((entry) => entry !== null).map((entry) => entry!.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it("refuses a station's credential on every other route with 403, and a person's token on the station's", async () => {
    const station = await pairedStation();
    const routes = listRoutes(t.app).filter((route) => route.access !== 'public' && route.access !== 'station');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const response = await t.http()[method](concretePath(route, job.id)).set(bearer(station.credential)).send({});
      expect([`${route.method} ${route.path}`, response.status, (response.body as { code?: string }).code]).toEqual([
        `${route.method} ${route.path}`,
        403,
        'STATION_FORBIDDEN',
      ]);
    }
    expectError(await t.http().get('/api/jobs').set(bearer(station.credential)), 403, STATION_FORBIDDEN);
    for (const route of listRoutes(t.app).filter((candidate) => candidate.access === 'station')) {
      const method = route.method.toLowerCase() as 'get' | 'post';
      if (route.path.endsWith('/events')) continue;
      const response = await t.http()[method](concretePath(route, job.id)).set(bearer(shop.token)).send({});
      expect([route.path, response.status, (response.body as { code?: string }).code]).toEqual([
        route.path,
        403,
        'STATION_ONLY',
      ]);
    }
  });

  it('ends a credential at once when the station is removed or paired again', async () => {
    const station = await pairedStation();
    const repairing = await t.http().post(`/api/print-stations/${station.id}/pairing`).set(bearer(shop.token)).send({});
    expectStatus(repairing, 201);
    // Until the new link is used, the paired browser keeps printing.
    expectStatus(await t.http().get('/api/station').set(bearer(station.credential)), 200);
    const newCredential = (
      (await pair(pairingToken(repairing.body as PrintStationCreatedResponse))).body as PrintStationPairedResponse
    ).stationToken;
    expectError(await t.http().get('/api/station').set(bearer(station.credential)), 401, UNPAIRED);
    expectStatus(await t.http().get('/api/station').set(bearer(newCredential)), 200);
    expectStatus(await t.http().delete(`/api/print-stations/${station.id}`).set(bearer(shop.token)), 200);
    expectError(await t.http().post('/api/station/jobs/claim').set(bearer(newCredential)).send({}), 401, UNPAIRED);
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'label' }),
      404,
      'Printeri nuk u gjet.',
    );
  });

  it("keeps each shop's stations and documents to itself", async () => {
    const mine = await pairedStation();
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    const theirs = await pairedStation(other.token, 'Banaku i tyre');
    const theirJob = await createJob(t, other.token, other.worker.id);
    expectError(
      await send(other.token, theirJob.id, { stationId: mine.id, document: 'label' }),
      404,
      'Printeri nuk u gjet.',
    );
    expectError(await send(other.token, job.id, { stationId: theirs.id, document: 'label' }), 404, 'Puna nuk u gjet.');
    expectError(await t.http().get(`/api/jobs/${job.id}/print-jobs`).set(bearer(other.token)), 404, 'Puna nuk u gjet.');
    const sent = (
      (await send(shop.token, job.id, { stationId: mine.id, document: 'label' })).body as PrintJobCreatedResponse
    ).printJob;
    expect(await claim(theirs.credential)).toBeNull();
    expectError(
      await t.http().get(`/api/station/jobs/${sent.id}/document`).set(bearer(theirs.credential)),
      404,
      'Dokumenti nuk u gjet në radhën e këtij printeri.',
    );
    expectError(
      await t.http().post(`/api/station/jobs/${sent.id}/reprint`).set(bearer(theirs.credential)).send({}),
      404,
    );
    expect(
      ((await t.http().get('/api/print-stations').set(bearer(other.token))).body as PrintStationResponse[]).map(
        (station) => station.name,
      ),
    ).toEqual(['Banaku i tyre']);
    expectError(
      await t.http().patch(`/api/print-stations/${mine.id}`).set(bearer(other.token)).send({ name: 'Vjedhur' }),
      404,
      'Printeri nuk u gjet.',
    );
    expectError(
      await t.http().delete(`/api/print-stations/${mine.id}`).set(bearer(other.token)),
      404,
      'Printeri nuk u gjet.',
    );
    expect((await claim(mine.credential))?.id).toBe(sent.id);
  });

  it("checks what is sent: the document's sizes, the payment a receipt is for, the copies", async () => {
    const station = await pairedStation();
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'label', size: '9x9' }),
      400,
      'Kjo madhësi nuk vlen për dokumentin «Etiketa»: zgjidhni 10x4, 8x3, 12x5.',
    );
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'invoice', size: '80' }),
      400,
      '«Fatura» printohet vetëm në A4: mos zgjidhni madhësi.',
    );
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'label', copies: 21 }),
      400,
      'Fusha «Kopjet» mund të jetë deri në 20.',
    );
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'fletushka' }),
      400,
      'Fusha «Dokumenti» ka një vlerë të pavlefshme.',
    );
    expectError(
      await send(shop.token, job.id, { stationId: station.id, document: 'payment_receipt' }),
      409,
      'Kjo punë nuk ka ende asnjë pagesë për të printuar dëftesën.',
    );
    const paid = (
      await t
        .http()
        .post(`/api/jobs/${job.id}/payments`)
        .set(bearer(shop.token))
        .send({ amount: 10, method: 'cash', kind: 'deposit' })
    ).body as PaymentCreatedResponse;
    const receipt = await send(shop.token, job.id, { stationId: station.id, document: 'payment_receipt' });
    expect((receipt.body as PrintJobCreatedResponse).printJob).toMatchObject({
      paymentId: paid.payment.id,
      size: '80',
    });
    const otherJob = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await send(shop.token, otherJob.id, {
        stationId: station.id,
        document: 'payment_receipt',
        paymentId: paid.payment.id,
      }),
      404,
      'Pagesa nuk u gjet në këtë punë.',
    );
  });

  it("prints every new job's label by itself on a station set so, at the size chosen", async () => {
    const station = await pairedStation();
    const set = await t
      .http()
      .patch(`/api/print-stations/${station.id}`)
      .set(bearer(shop.token))
      .send({ autoPrintLabels: true, autoLabelSize: '12x5', name: ' Banaku 2 ' });
    expect(set.body as PrintStationResponse).toMatchObject({
      name: 'Banaku 2',
      autoPrintLabels: true,
      autoLabelSize: '12x5',
    });
    expectError(
      await t.http().patch(`/api/print-stations/${station.id}`).set(bearer(shop.token)).send({ autoLabelSize: 'A4' }),
      400,
      'Fusha «Madhësia e etiketës» ka një vlerë të pavlefshme.',
    );
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const newJob = await createJob(t, technician, shop.worker.id, { clientName: 'Arta Çeku' });
    const taken = await claim(station.credential);
    expect(taken).toMatchObject({
      jobId: newJob.id,
      document: 'label',
      size: '12x5',
      copies: 2,
      requestedBy: { name: 'Driton Gashi' },
    });
    // A technician sends to the stations but does not manage them.
    expectStatus(await send(technician, newJob.id, { stationId: station.id, document: 'invoice' }), 201);
    expectError(await t.http().post('/api/print-stations').set(bearer(technician)).send({ name: 'Imi' }), 403);
  });

  it('tells an open event stream at once when a document arrives', async () => {
    const station = await pairedStation();
    const events = await openStationEvents(t, station.credential);
    // On opening: look at the till, and at what waits.
    expect(await events.next()).toContain('event: till');
    expect(await events.next()).toContain('event: queued');
    const started = Date.now();
    expectStatus(await send(shop.token, job.id, { stationId: station.id, document: 'label' }), 201);
    expect(await events.next()).toContain('event: queued');
    expect(Date.now() - started).toBeLessThan(2000);
    events.close();
  });
});
