import type {
  InsightsResponse,
  JobCategory,
  JobDetailResponse,
  JobEstimateResponse,
  ProductResponse,
  TrackingResponse,
} from '@repair-shop/contracts';
import { rebuildKeptFigures } from '../src/database/kept-figures';
import { DAY_MS } from './support/test-clock';
import {
  bearer,
  createJob,
  createShop,
  expectStatus,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

const HOUR_MS = 60 * 60 * 1000;

/** A finished (or open) job of a seeded history, as offsets from the test clock's now. */
interface PastJob {
  category: JobCategory;
  model: string;
  family: string;
  /** Days before now it came in. */
  daysAgo: number;
  /** Hours from intake to ready; null: still open (status new). */
  hours: number | null;
  total?: number;
}

/**
 * Writes a shop's past jobs straight into its table (the API only makes jobs "now"), then recomputes the kept
 * figures from them, as the dashboard would see such a history.
 */
async function seedHistory(t: TestApp, shop: Shop, jobs: PastJob[]): Promise<string[]> {
  const now = t.clock.now().getTime();
  const rows = (await t.db.query(
    `INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                       work_description, estimated_price, priority, tracking_token, created_at, updated_at, device_id_kind,
                       warranty_days, last_activity_at, category, device_family, ready_at, completed_at, last_completed_at,
                       completed_by_worker_id)
     SELECT gen_random_uuid(), $1, $2, CASE WHEN r.ready IS NULL THEN 'new' ELSE 'completed' END, 'Klient', '044 123 456',
            r.model, '356789012345672', '0000', 'Histori', r.total, 'normal', md5(random()::text), r.created, r.created,
            'imei', 30, r.created, r.category, r.family, r.ready, r.ready, r.ready,
            CASE WHEN r.ready IS NULL THEN NULL ELSE $2::uuid END
       FROM unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::numeric[])
         AS r (category, model, family, created, ready, total)
     RETURNING id`,
    [
      shop.business.id,
      shop.worker.id,
      jobs.map((job) => job.category),
      jobs.map((job) => job.model),
      jobs.map((job) => job.family),
      jobs.map((job) => new Date(now - job.daysAgo * DAY_MS)),
      jobs.map((job) => (job.hours === null ? null : new Date(now - job.daysAgo * DAY_MS + job.hours * HOUR_MS))),
      jobs.map((job) => job.total ?? null),
    ],
  )) as { id: string }[];
  await rebuildKeptFigures(t.db, shop.business.id);
  return rows.map((row) => row.id);
}

/** `count` jobs spread over the last 20 days, their repair hours and totals evenly between the bounds. */
function history(
  count: number,
  job: Omit<PastJob, 'daysAgo' | 'hours' | 'total'>,
  [minHours, maxHours]: [number, number],
  [minTotal, maxTotal]: [number, number],
): PastJob[] {
  return Array.from({ length: count }, (_, index) => ({
    ...job,
    daysAgo: 2 + (index % 18),
    hours: minHours + ((maxHours - minHours) * index) / (count - 1),
    total: Math.round(minTotal + ((maxTotal - minTotal) * index) / (count - 1)),
  }));
}

const IPHONE_12 = { model: 'iPhone 12', family: 'apple iphone 12' };

describe('insights: what the shop’s own history predicts', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
    // Screens of iPhone 12 take 20–28 hours and cost 45–60 €; batteries of a Samsung take 1–3 hours.
    await seedHistory(t, shop, [
      ...history(30, { category: 'screen', ...IPHONE_12 }, [20, 28], [45, 60]),
      ...history(30, { category: 'battery', model: 'Samsung A52', family: 'samsung a52' }, [1, 3], [20, 30]),
    ]);
  });
  afterAll(() => t.close());

  const estimate = async (query: Record<string, string>, token = shop.token): Promise<JobEstimateResponse> => {
    const response = await t.http().get('/api/insights/estimate').query(query).set(bearer(token));
    expectStatus(response, 200);
    return response.body as JobEstimateResponse;
  };
  const hoursFromNow = (instant: string) => (Date.parse(instant) - t.clock.now().getTime()) / HOUR_MS;

  it('predicts a screen repair of an iPhone 12 ready within the shop’s usual 20–28 hours, at its usual price', async () => {
    const answer = await estimate({ deviceModel: 'iPhone 12 Pro', description: 'ekrani i thyer' });
    expect(answer.category).toBe('screen');
    expect(answer.reason).toBeUndefined();
    const from = hoursFromNow(answer.readyBy!.from);
    const to = hoursFromNow(answer.readyBy!.to);
    expect(from).toBeGreaterThanOrEqual(20);
    expect(to).toBeLessThanOrEqual(28);
    expect(from).toBeLessThan(24);
    expect(to).toBeGreaterThan(24);
    expect(answer.readyBy).toMatchObject({ basedOn: 30, waiting: 0 });
    expect(answer.price).toEqual({ low: expect.any(Number), high: expect.any(Number), basedOn: 30 });
    expect(answer.price!.low).toBeGreaterThanOrEqual(45);
    expect(answer.price!.high).toBeLessThanOrEqual(60);
    expect(answer.price!.low).toBeLessThan(answer.price!.high);

    const battery = await estimate({ deviceModel: 'Samsung Galaxy A52', description: 'bateria fryhet' });
    expect(battery.category).toBe('battery');
    expect(hoursFromNow(battery.readyBy!.to)).toBeLessThanOrEqual(3);
  });

  it('a category the person chose overrides the suggestion; a device without history of its own learns from its brand, then the category', async () => {
    const chosen = await estimate({ deviceModel: 'iPhone 12', description: 'ekrani i thyer', category: 'battery' });
    expect(chosen.category).toBe('battery');
    const brand = await estimate({ deviceModel: 'iPhone 13', description: 'ekrani' });
    expect(hoursFromNow(brand.readyBy!.from)).toBeGreaterThanOrEqual(20);
    const category = await estimate({ deviceModel: 'Nokia 3310', description: 'ekrani' });
    expect(category.readyBy!.basedOn).toBe(30);
  });

  it('with too little history it says so instead of guessing', async () => {
    const answer = await estimate({ deviceModel: 'iPhone 12', description: 'kamera nuk fokuson' });
    expect(answer.category).toBe('camera');
    expect(answer.readyBy).toBeUndefined();
    expect(answer.price).toBeUndefined();
    expect(answer.reason).toBe('Ende pak histori për «Kamerë»: 0 punë të mbaruara, duhen të paktën 5.');
  });

  it('another shop’s history never changes the answer', async () => {
    const before = await estimate({ deviceModel: 'iPhone 12', description: 'ekrani' });
    const other = await createShop(t);
    await seedHistory(t, other, history(40, { category: 'screen', ...IPHONE_12 }, [200, 300], [500, 900]));
    expect(await estimate({ deviceModel: 'iPhone 12', description: 'ekrani' })).toEqual(before);
  });

  const showReadyEstimate = (shows: boolean) => {
    const { businessName, contactNumber, country, city } = shop.business;
    return t
      .http()
      .put('/api/business')
      .set(bearer(shop.token))
      .send({ businessName, contactNumber, country, city, trackingShowsReadyEstimate: shows });
  };

  it('a job created through the API keeps its prediction: its page shows it, its client’s page shows when it is expected', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { deviceModel: 'iPhone 12', workDescription: 'Ekrani' });
    const detail = (await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token))).body as JobDetailResponse;
    expect(detail.prediction).toEqual({
      category: 'screen',
      madeAt: t.clock.now().toISOString(),
      readyBy: { from: expect.any(String), to: expect.any(String) },
      price: { low: expect.any(Number), high: expect.any(Number) },
    });
    const track = async () => (await t.http().get(`/api/public/track/${job.trackingToken}`)).body as TrackingResponse;
    expect((await track()).readyBy).toEqual(detail.prediction!.readyBy);

    const off = await showReadyEstimate(false);
    expectStatus(off, 200);
    expect((off.body as { trackingShowsReadyEstimate: boolean }).trackingShowsReadyEstimate).toBe(false);
    expect((await track()).readyBy).toBeNull();
    expectStatus(await showReadyEstimate(true), 200);
    expect((await track()).readyBy).not.toBeNull();
    expectStatus(
      await t.http().put(`/api/jobs/${job.id}/status`).set(bearer(shop.token)).send({ status: 'ready' }),
      200,
    );
    expect((await track()).readyBy).toBeNull();
  });

  it('work waiting beyond the shop’s usual queue pushes the ready time back', async () => {
    const before = await estimate({ deviceModel: 'iPhone 12', description: 'ekrani' });
    await seedHistory(
      t,
      shop,
      Array.from({ length: 20 }, () => ({
        category: 'other' as const,
        model: 'X',
        family: 'x',
        daysAgo: 0,
        hours: null,
      })),
    );
    const after = await estimate({ deviceModel: 'iPhone 12', description: 'ekrani' });
    expect(after.readyBy!.waiting).toBeGreaterThanOrEqual(20);
    expect(hoursFromNow(after.readyBy!.from) - hoursFromNow(before.readyBy!.from)).toBeGreaterThan(24);
  });

  it('a technician may ask the estimate but not the shop’s insights', async () => {
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expect((await estimate({ deviceModel: 'iPhone 12', description: 'ekrani' }, technician)).category).toBe('screen');
    expectStatus(await t.http().get('/api/insights').set(bearer(technician)), 403);
  });
});

describe('insights: stock running out, what changed, how good the predictions were', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const insights = async (shop: Shop): Promise<InsightsResponse> => {
    const response = await t.http().get('/api/insights').set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as InsightsResponse;
  };

  it('a part used 2 a day with 10 left runs out in 5 days, in the insights and in the stock list; an unused one is not listed', async () => {
    const shop = await createShop(t);
    const product = async (name: string): Promise<ProductResponse> => {
      const response = await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ name, costPrice: '20.00', salePrice: '40.00', quantity: 10, forRepairs: true, forSale: true });
      expectStatus(response, 201);
      return (response.body as { product: ProductResponse }).product;
    };
    const screen = await product('Ekran iPhone 12');
    await product('Kabllo USB-C');
    await t.db.query(
      `INSERT INTO stock_movements (id, business_id, part_id, quantity_change, quantity_after, reason, author_id, author_name, created_at)
       VALUES (gen_random_uuid(), $1, $2, -56, 10, 'repair', $3, 'Test', $4)`,
      [shop.business.id, screen.id, shop.user.id, new Date(t.clock.now().getTime() - 3 * DAY_MS)],
    );
    expect((await insights(shop)).stockouts).toEqual([
      { partId: screen.id, name: 'Ekran iPhone 12', quantity: 10, perDay: 2, daysLeft: 5 },
    ]);
    const list = (await t.http().get('/api/products').set(bearer(shop.token))).body as ProductResponse[];
    expect(Object.fromEntries(list.map((item) => [item.name, item.daysLeft]))).toEqual({
      'Ekran iPhone 12': 5,
      'Kabllo USB-C': null,
    });
  });

  it('a week with twice the usual jobs is told with its numbers; a usual week is not', async () => {
    const busy = await createShop(t);
    const quiet = await createShop(t);
    const weeks = (thisWeek: number): PastJob[] =>
      [thisWeek, 9, 10, 11, 10, 9, 10, 11, 10].flatMap((count, week) =>
        Array.from({ length: count }, (_, index) => ({
          category: 'screen' as const,
          ...IPHONE_12,
          daysAgo: week * 7 + 0.5 + (index % 6),
          hours: 24,
          total: 50,
        })),
      );
    await seedHistory(t, busy, weeks(22));
    await seedHistory(t, quiet, weeks(10));
    const told = (await insights(busy)).changes.find((change) => change.text.startsWith('Këtë javë hynë'));
    expect(told).toEqual({
      text: 'Këtë javë hynë 22 punë, më shumë se zakonisht (10 ± 0,8 në javë).',
      figures: { thisWeek: 22, usual: 10, spread: 0.8 },
    });
    expect((await insights(quiet)).changes.filter((change) => change.text.startsWith('Këtë javë hynë'))).toEqual([]);
  });

  it('a rise of warranty returns beyond chance is told for the category and for the worker, with its numbers', async () => {
    const shop = await createShop(t);
    const screen = (daysAgo: number) => ({ category: 'screen' as const, ...IPHONE_12, daysAgo, hours: 24, total: 50 });
    const earlier = await seedHistory(
      t,
      shop,
      Array.from({ length: 40 }, (_, index) => screen(40 + index * 4)),
    );
    const recent = await seedHistory(
      t,
      shop,
      Array.from({ length: 30 }, (_, index) => screen(2 + (index % 27))),
    );
    await t.db.query(
      `UPDATE jobs SET warranty_of_job_id = $2, warranty_worker_id = worker_id WHERE id = ANY($1::uuid[])`,
      [[...recent.slice(0, 6), earlier[1]!], earlier[0]],
    );
    const texts = (await insights(shop)).changes.map((change) => change.text);
    expect(texts).toContain(
      'Kthimet në garanci për «Ekran» u rritën: 6 nga 30 (20%) në 30 ditët e fundit, kundrejt 3% më parë.',
    );
    expect(texts).toContain(
      'Kthimet në garanci të riparimeve të Driton Gashi u rritën: 6 nga 30 (20%) në 30 ditët e fundit, kundrejt 3% më parë.',
    );
  });

  it('on a history whose true pattern is known, the predictions made at intake hold as often as their range says', async () => {
    const shop = await createShop(t);
    // Screens take 20–28 hours, evenly: a 20th–80th percentile range should hold for about 60 % of the jobs, and
    // the middle of the range (24 h) be about 2 hours from what happens, as the median of |uniform − 24|.
    const hours = (index: number) => 20 + ((index * 7) % 30) * (8 / 29);
    await seedHistory(
      t,
      shop,
      Array.from({ length: 30 }, (_, index) => ({
        category: 'screen' as const,
        ...IPHONE_12,
        daysAgo: 40 + index,
        hours: hours(index),
        total: 50,
      })),
    );
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() - 35 * DAY_MS));
      for (let index = 0; index < 30; index++) {
        const job = await createJob(t, shop.token, shop.worker.id, {
          deviceModel: 'iPhone 12',
          workDescription: 'Ekrani',
        });
        await t.db.query(
          `UPDATE jobs SET status = 'completed', ready_at = created_at + make_interval(secs => $2),
                           completed_at = created_at + make_interval(secs => $2), last_completed_at = created_at + make_interval(secs => $2)
            WHERE id = $1`,
          [job.id, hours(index + 3) * 3600],
        );
        await rebuildKeptFigures(t.db, shop.business.id);
        t.clock.advance(DAY_MS);
      }
    } finally {
      t.clock.set(start);
    }
    const [screen] = (await insights(shop)).accuracy;
    expect(screen).toMatchObject({ category: 'screen', jobs: 30 });
    expect(screen!.withinRange).toBeGreaterThanOrEqual(0.45);
    expect(screen!.withinRange).toBeLessThanOrEqual(0.75);
    expect(screen!.medianErrorHours).toBeGreaterThanOrEqual(1);
    expect(screen!.medianErrorHours).toBeLessThanOrEqual(3);
  });

  it('measures each category’s predictions against what happened: median error in hours and share within the range', async () => {
    const shop = await createShop(t);
    const ids = await seedHistory(
      t,
      shop,
      [24, 30, 22, 26].map((hours) => ({ category: 'screen' as const, ...IPHONE_12, daysAgo: 10, hours, total: 50 })),
    );
    const created = t.clock.now().getTime() - 10 * DAY_MS;
    for (const [index, id] of ids.entries()) {
      await t.db.query(
        `INSERT INTO job_predictions (job_id, business_id, category, made_at, ready_from, ready_to, price_low, price_high)
         VALUES ($1, $2, 'screen', $3, $4, $5, $6, 60)`,
        [
          id,
          shop.business.id,
          new Date(created),
          new Date(created + 20 * HOUR_MS),
          new Date(created + 28 * HOUR_MS),
          index === 0 ? 55 : 45,
        ],
      );
    }
    expect((await insights(shop)).accuracy).toEqual([
      { category: 'screen', jobs: 4, medianErrorHours: 2, withinRange: 0.75, priceJobs: 4, priceWithinRange: 0.75 },
    ]);
  });
});
