import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type request from 'supertest';
import type { JobResponse, PartSavedResponse } from '@repair-shop/contracts';
import { keptAndRecomputed } from './support/kept-aggregates';
import { bearer, createJob, createShop, expectStatus, startTestApp, type Shop, type TestApp } from './support/test-app';

const DRAWING = { width: 400, height: 150, strokes: [[10, 20, 30, 40, 50, 60]] };

/** A refusal the domain gives with a reason, whatever the order the writers ran in (e.g. the intake once signed). */
const DOMAIN_CONFLICTS = ['INTAKE_SIGNED', 'SIGNATURE_EXISTS', 'PHOTO_LIMIT_REACHED', 'JOB_HAS_PAYMENTS'];

type Writer = (jobId: string) => request.Test;

/**
 * Every kind of write to a job, at once, against the job's deletion and against each other: a writer
 * that loses to the deletion answers 404 JOB_NOT_FOUND (or a 409 with its reason), never 500, and the
 * figures kept beside the jobs end equal to what the jobs say.
 */
// Bursts of some 200 requests (photos among them, resized on the processor) at once: a test's 30 s is too
// little when the rest of the suite shares the two cores.
jest.setTimeout(120_000);

describe('writes to a job racing its deletion and each other', () => {
  let t: TestApp;
  let shop: Shop;
  let uploadsDir: string;
  let writers: Record<string, Writer>;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'servisi-races-'));
    t = await startTestApp({ UPLOADS_DIR: uploadsDir }, new Date().toISOString());
    shop = await createShop(t);
    // SMS on, so that status changes queue their messages in the outbox too.
    const sms = await t.http().get('/api/business/sms').set(bearer(shop.token));
    const templates = (sms.body as { templates: Record<string, string> }).templates;
    expectStatus(
      await t.http().put('/api/business/sms').set(bearer(shop.token)).send({ enabled: true, templates }),
      200,
    );
    const part = await t
      .http()
      .post('/api/parts')
      .set(bearer(shop.token))
      .send({ name: 'Bateri', costPrice: 8, salePrice: 20, quantity: 1000, lowStockLevel: 1 });
    expectStatus(part, 201);
    const partId = (part.body as PartSavedResponse).part.id;
    const station = await t.http().post('/api/print-stations').set(bearer(shop.token)).send({ name: 'Banaku' });
    expectStatus(station, 201);
    const stationId = (station.body as { station: { id: string } }).station.id;
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .jpeg()
      .toBuffer();
    const as = (test: request.Test) => test.set(bearer(shop.token));
    let turn = 0;
    const next = () => (turn += 1);
    writers = {
      status: (id) => as(t.http().put(`/api/jobs/${id}/status`)).send({ status: next() % 2 ? 'completed' : 'ready' }),
      cancel: (id) => as(t.http().put(`/api/jobs/${id}/status`)).send({ status: 'cancelled', reason: 'Gabim' }),
      edit: (id) =>
        as(t.http().patch(`/api/jobs/${id}`)).send({
          estimatedPrice: 10 + (next() % 7),
          clientPhone: next() % 2 ? '044 100 200' : '044 100 201',
        }),
      message: (id) => as(t.http().post(`/api/jobs/${id}/messages`)).send({ message: `Shënim ${next()}` }),
      payment: (id) =>
        as(t.http().post(`/api/jobs/${id}/payments`)).send({ amount: 5, method: 'cash', kind: 'payment' }),
      part: (id) => as(t.http().post(`/api/jobs/${id}/parts`)).send({ partId, quantity: 1 }),
      photo: (id) =>
        as(t.http().post(`/api/jobs/${id}/photos`)).attach('foto', photo, {
          filename: 'foto.jpg',
          contentType: 'image/jpeg',
        }),
      intake: (id) =>
        as(t.http().put(`/api/jobs/${id}/intake`)).send({
          checks: { screen: 'damaged' },
          itemsLeft: [],
          note: 'Shenjë',
        }),
      signature: (id) => as(t.http().post(`/api/jobs/${id}/signatures`)).send({ kind: 'intake', drawing: DRAWING }),
      estimate: (id) => as(t.http().post(`/api/jobs/${id}/estimates`)).send({ price: 30 + (next() % 5) }),
      unlockCode: (id) => as(t.http().put(`/api/jobs/${id}/device-lock`)).send({ kind: 'pin', value: '4321' }),
      print: (id) => as(t.http().post(`/api/jobs/${id}/print`)).send({ stationId, document: 'label' }),
    };
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** Answers that are not a success, by writer: only a refusal with a reason may be among them. */
  const refusalsOf = (answers: { writer: string; response: request.Response }[]) =>
    answers
      .filter(({ response }) => response.status >= 300)
      .map(({ writer, response }) => ({
        writer,
        status: response.status,
        code: (response.body as { code?: string }).code,
      }));
  const isReasoned = ({ status, code }: { status: number; code?: string }) =>
    (status === 404 && code === 'JOB_NOT_FOUND') || (status === 409 && DOMAIN_CONFLICTS.includes(code ?? ''));

  const expectKeptExact = async () => {
    const { kept, recomputed } = await keptAndRecomputed(t.db, shop.business.id);
    expect(kept).toEqual(recomputed);
  };
  const newJob = (index: number): Promise<JobResponse> =>
    createJob(t, shop.token, shop.worker.id, {
      clientName: `Klienti ${index}`,
      clientPhone: index % 2 ? '044 100 200' : '044 100 201',
      estimatedPrice: 20,
    });

  it('answers a writer that loses to the deletion 404 JOB_NOT_FOUND, never 500, and deletes every job it may', async () => {
    // No payment among the writers: a job with money taken is never deleted, so every deletion here succeeds.
    const kinds = Object.keys(writers).filter((kind) => kind !== 'payment');
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, index) => newJob(index)));
    const answers = await Promise.all(
      jobs.flatMap((job) => {
        const writes = kinds.flatMap((kind) =>
          [0, 1, 2].map(async (copy) => ({ writer: kind, response: await writers[kind]!(job.id), copy })),
        );
        const deletion = (async () => ({
          writer: 'delete',
          response: await t.http().delete(`/api/jobs/${job.id}`).set(bearer(shop.token)),
          copy: 0,
        }))();
        // The deletion in the middle of the writes: some run before it, some wait on it, some come after.
        return [...writes.slice(0, writes.length / 2), deletion, ...writes.slice(writes.length / 2)];
      }),
    );
    expect(answers.length).toBeGreaterThan(200);
    const refusals = refusalsOf(answers);
    expect(refusals.filter((refusal) => !isReasoned(refusal))).toEqual([]);
    expect(answers.filter(({ writer }) => writer === 'delete').map(({ response }) => response.status)).toEqual(
      Array(jobs.length).fill(200),
    );
    // Every deleted job is gone with its children and its photos' files.
    const [left] = (await t.db.query(
      `SELECT (SELECT COUNT(*) FROM jobs WHERE id = ANY($1::uuid[]))::int AS jobs,
              (SELECT COUNT(*) FROM job_events WHERE job_id = ANY($1::uuid[]))::int AS events,
              (SELECT COUNT(*) FROM job_photos WHERE job_id = ANY($1::uuid[]))::int AS photos`,
      [jobs.map((job) => job.id)],
    )) as { jobs: number; events: number; photos: number }[];
    expect(left).toEqual({ jobs: 0, events: 0, photos: 0 });
    const files = await readdir(uploadsDir, { recursive: true }).catch(() => []);
    expect(
      files.filter((file) => jobs.some((job) => String(file).includes(job.id) && /\.jpg$/.test(String(file)))),
    ).toEqual([]);
    await expectKeptExact();
  });

  it('answers the writers of a job with payments 2xx or a reason while its deletion is refused or wins', async () => {
    const jobs = await Promise.all(Array.from({ length: 3 }, (_, index) => newJob(10 + index)));
    const answers = await Promise.all(
      jobs.flatMap((job) => [
        ...Object.keys(writers).map(async (kind) => ({ writer: kind, response: await writers[kind]!(job.id) })),
        (async () => ({
          writer: 'delete',
          response: await t.http().delete(`/api/jobs/${job.id}`).set(bearer(shop.token)),
        }))(),
        ...Object.keys(writers).map(async (kind) => ({ writer: kind, response: await writers[kind]!(job.id) })),
      ]),
    );
    expect(refusalsOf(answers).filter((refusal) => !isReasoned(refusal))).toEqual([]);
    await expectKeptExact();
  });

  it('keeps every write of every kind made at once on one job, and the kept figures exact', async () => {
    const job = await newJob(20);
    const kinds = Object.keys(writers).filter((kind) => kind !== 'photo');
    const answers = await Promise.all(
      [0, 1, 2, 3].flatMap(() => kinds.map(async (kind) => ({ writer: kind, response: await writers[kind]!(job.id) }))),
    );
    // Nothing is deleted here: every writer succeeds, but for the intake once the client signed for it.
    expect(
      refusalsOf(answers).filter(
        (refusal) => !(refusal.status === 409 && ['INTAKE_SIGNED', 'SIGNATURE_EXISTS'].includes(refusal.code ?? '')),
      ),
    ).toEqual([]);
    const [counted] = (await t.db.query(
      `SELECT (SELECT COUNT(*) FROM job_events WHERE job_id = $1 AND type = 'message')::int AS messages,
              (SELECT COUNT(*) FROM payments WHERE job_id = $1)::int AS payments,
              (SELECT COUNT(*) FROM job_parts WHERE job_id = $1)::int AS parts,
              (SELECT COUNT(*) FROM print_jobs WHERE job_id = $1)::int AS prints,
              (SELECT COUNT(*) FROM job_estimates WHERE job_id = $1)::int AS estimates`,
      [job.id],
    )) as Record<string, number>[];
    expect(counted).toEqual({ messages: 4, payments: 4, parts: 4, prints: 4, estimates: 4 });
    await expectKeptExact();
  });
});
