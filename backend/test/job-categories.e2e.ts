import type { JobDetailResponse, JobResponse } from '@repair-shop/contracts';
import { categorizeExistingJobs } from '../src/database/migrations/1765550000000-category-learning';
import { csvFile, importFile } from './support/import-files';
import {
  bearer,
  createJob,
  createShop,
  expectRefusedField,
  expectStatus,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** What is wrong with a device, as a category: suggested from the description, chosen by a person, learned per shop. */
describe('job categories', () => {
  let t: TestApp;
  let shop: Shop;
  let other: Shop;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await createShop(t);
    other = await createShop(t);
  });
  afterAll(() => t.close());

  const edit = (job: JobResponse, fields: object, token = shop.token) =>
    t.http().patch(`/api/jobs/${job.id}`).set(bearer(token)).send(fields);
  const detail = async (job: JobResponse): Promise<JobDetailResponse> => {
    const response = await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token));
    expectStatus(response, 200);
    return response.body as JobDetailResponse;
  };
  const family = async (job: JobResponse): Promise<string> =>
    ((await t.db.query(`SELECT device_family FROM jobs WHERE id = $1`, [job.id])) as { device_family: string }[])[0]!
      .device_family;

  it.each([
    ['Ekrani i thyer', 'screen'],
    ['ra ne uje dje', 'water_damage'],
    ['Nuk karikon fare', 'charging_port'],
    ['bataria fryhet', 'battery'],
    ['Pastrim', 'other'],
  ])('a job without a category gets the one its description names: %s → %s', async (workDescription, category) => {
    const job = await createJob(t, shop.token, shop.worker.id, { workDescription });
    expect([job.category, job.categorySource]).toEqual([category, 'suggested']);
  });

  it('a category sent is the person’s choice; an unknown one is refused under its field, in Albanian', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, {
      workDescription: 'Ekrani i thyer',
      category: 'back_glass',
      deviceModel: 'iPhone 12 Pro Max 256GB',
    });
    expect([job.category, job.categorySource]).toEqual(['back_glass', 'chosen']);
    expect(await family(job)).toBe('apple iphone 12');
    const refused = await t.http().post('/api/jobs').set(bearer(shop.token)).send({
      workerId: shop.worker.id,
      clientName: 'A',
      clientPhone: '044 123 456',
      deviceModel: 'X',
      deviceImei: '356789012345672',
      deviceCode: '1',
      workDescription: 'x',
      category: 'motori',
    });
    expectRefusedField(refused, 400, 'category', /Kategoria/);
  });

  it('an edit of the category is signed in the history; a new description suggests again only while nobody chose', async () => {
    const job = await createJob(t, shop.token, shop.worker.id, { workDescription: 'Ekrani i thyer' });
    const described = await edit(job, { workDescription: 'Nuk karikon' });
    expectStatus(described, 200);
    expect((described.body as { job: JobResponse }).job.category).toBe('charging_port');

    const chosen = await edit(job, { category: 'battery' });
    expectStatus(chosen, 200);
    expect([
      (chosen.body as { job: JobResponse }).job.category,
      (chosen.body as { job: JobResponse }).job.categorySource,
    ]).toEqual(['battery', 'chosen']);
    expect((await detail(job)).messages.map((entry) => entry.message)).toContain(
      'Kategoria: Porta e karikimit → Bateri',
    );
    const redescribed = await edit(job, { workDescription: 'Ekrani i thyer' });
    expect((redescribed.body as { job: JobResponse }).job.category).toBe('battery');

    await edit(job, { deviceModel: 'Samsung Galaxy A52s 5G' });
    expect(await family(job)).toBe('samsung a52s');
    expectRefusedField(await edit(job, { category: 'x' }), 400, 'category');
  });

  it('what a shop chooses teaches its own suggestions, not another shop’s', async () => {
    const before = await createJob(t, shop.token, shop.worker.id, { workDescription: 'telefoni nuk ndizet' });
    expect(before.category).toBe('other');
    for (let i = 0; i < 3; i++)
      await createJob(t, shop.token, shop.worker.id, { workDescription: 'Nuk ndizet', category: 'battery' });
    const after = await createJob(t, shop.token, shop.worker.id, { workDescription: 'telefoni nuk ndizet më' });
    expect([after.category, after.categorySource]).toEqual(['battery', 'suggested']);
    // A built-in word still wins where the shop taught nothing about it.
    expect((await createJob(t, shop.token, shop.worker.id, { workDescription: 'nuk karikon' })).category).toBe(
      'charging_port',
    );
    const elsewhere = await createJob(t, other.token, other.worker.id, { workDescription: 'telefoni nuk ndizet më' });
    expect(elsewhere.category).toBe('other');
  });

  it('an imported row takes its category by label or code, else the suggestion; an unknown one is the row’s error', async () => {
    const file = csvFile([
      ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Kategoria'],
      ['Arta', '049 111 222', 'iPhone 11', '356938035643809', 'Nuk punon', 'Dëmtim nga uji'],
      ['Blerim', '049 111 223', 'iPhone 11', '490154203237518', 'Ekrani i thyer', ''],
      ['Drita', '049 111 224', 'iPhone 11', '356789012345672', 'Xhami', 'CAMERA'],
    ]);
    const columns = { clientName: 0, clientPhone: 1, deviceModel: 2, deviceId: 3, description: 4, category: 5 };
    const response = await importFile(t, other.token, file, 'jobs', { columns, workerId: other.worker.id });
    expectStatus(response, 201);
    const rows = (await t.db.query(
      `SELECT client_name AS name, category, category_source AS source, device_family AS family FROM jobs
        WHERE business_id = $1 AND client_name IN ('Arta', 'Blerim', 'Drita') ORDER BY client_name`,
      [other.business.id],
    )) as { name: string; category: string; source: string; family: string }[];
    expect(rows).toEqual([
      { name: 'Arta', category: 'water_damage', source: 'chosen', family: 'apple iphone 11' },
      { name: 'Blerim', category: 'screen', source: 'suggested', family: 'apple iphone 11' },
      { name: 'Drita', category: 'camera', source: 'chosen', family: 'apple iphone 11' },
    ]);
    const bad = csvFile([
      ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Kategoria'],
      ['Ema', '049 111 225', 'iPhone 11', '356938035643809', 'Nuk punon', 'motori'],
    ]);
    const refused = await importFile(t, other.token, bad, 'jobs', { columns, workerId: other.worker.id });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(JSON.stringify(refused.body)).toContain('Kategoria');
  });

  it('the jobs written before categories are categorized once by the same code; a person’s choice is kept', async () => {
    const written = await createJob(t, shop.token, shop.worker.id, { workDescription: 'ra ne uje' });
    const chosen = await createJob(t, shop.token, shop.worker.id, { workDescription: 'ra ne uje', category: 'audio' });
    await t.db.query(`UPDATE jobs SET category = 'other', device_family = '' WHERE id = $1`, [written.id]);
    expect(await categorizeExistingJobs(t.db)).toBeGreaterThanOrEqual(2);
    const rows = (await t.db.query(
      `SELECT id, category, device_family AS family FROM jobs WHERE id = ANY($1::uuid[]) ORDER BY category`,
      [[written.id, chosen.id]],
    )) as { id: string; category: string; family: string }[];
    expect(rows).toEqual([
      { id: chosen.id, category: 'audio', family: 'samsung s21' },
      { id: written.id, category: 'water_damage', family: 'samsung s21' },
    ]);
  });
});
