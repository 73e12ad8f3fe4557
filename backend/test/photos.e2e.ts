import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import type {
  JobDetailResponse,
  JobPhotoAddedResponse,
  JobPhotoResponse,
  JobPhotosResponse,
  JobResponse,
} from '@repair-shop/contracts';
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

/** A real camera-like JPEG: turned by EXIF (orientation 6: the sensor's picture is sideways) and carrying a GPS position. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy S23' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 9/1 0/1' },
    })
    .toBuffer();
}

const image = (format: 'png' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    [format]()
    .toBuffer();

/** Every file under a folder, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('job photos', () => {
  let t: TestApp;
  let uploadsDir: string;
  let shop: Shop;
  let job: JobResponse;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'servisi-photos-'));
    t = await startTestApp({ UPLOADS_DIR: uploadsDir });
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Arta', lastName: 'Morina' }, { businessName: 'Servisi Foto' });
    job = await createJob(t, shop.token, shop.worker.id);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (
    data: Buffer,
    options: { jobId?: string; token?: string; query?: string; filename?: string; contentType?: string } = {},
  ) =>
    t
      .http()
      .post(`/api/jobs/${options.jobId ?? job.id}/photos${options.query ?? ''}`)
      .set(bearer(options.token ?? shop.token))
      .attach('foto', data, {
        filename: options.filename ?? 'foto.jpg',
        contentType: options.contentType ?? 'image/jpeg',
      });
  const added = async (data: Buffer, query?: string): Promise<JobPhotoResponse> => {
    const response = await upload(data, { query });
    expectStatus(response, 201);
    return (response.body as JobPhotoAddedResponse).photo;
  };
  const list = (jobId = job.id, token = shop.token) => t.http().get(`/api/jobs/${jobId}/photos`).set(bearer(token));
  const fetchImage = async (url: string) => {
    const response = await t
      .http()
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return response;
  };
  const history = async (jobId = job.id) =>
    ((await t.http().get(`/api/jobs/${jobId}`).set(bearer(shop.token))).body as JobDetailResponse).messages.map(
      (entry) => entry.message,
    );
  const storedFilesOfJob = async (jobId = job.id) =>
    (await filesUnder(uploadsDir)).filter((file) => file.includes(jobId)).sort();

  it('turns a camera photo upright, keeps a 1600 px copy and a thumbnail without any metadata, and serves them through signed links', async () => {
    const photo = await added(await cameraJpeg(2400, 1800), '?stage=intake&caption=%20Gërvishtje%20në%20ekran%20');
    // Orientation 6: the 2400 × 1800 sensor picture stands 1800 × 2400, and fits 1600 as 1200 × 1600.
    expect(photo).toMatchObject({
      stage: 'intake',
      caption: 'Gërvishtje në ekran',
      width: 1200,
      height: 1600,
      author: { name: 'Arta Morina' },
    });
    expect(photo.thumbUrl).toMatch(new RegExp(`^/api/photos/${photo.id}/thumb\\?expires=\\d+&signature=[\\w-]+$`));

    const full = await fetchImage(photo.fullUrl);
    expectStatus(full, 200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const fullMeta = await sharp(full.body as Buffer).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['jpeg', 1200, 1600]);
    expect([fullMeta.exif, fullMeta.orientation]).toEqual([undefined, undefined]);
    const thumbMeta = await sharp((await fetchImage(photo.thumbUrl)).body as Buffer).metadata();
    expect([thumbMeta.width, thumbMeta.height, thumbMeta.exif]).toEqual([240, 320, undefined]);

    expect(await storedFilesOfJob()).toEqual(
      [
        `${shop.business.id}/${job.id}/${photo.id}-full.jpg`,
        `${shop.business.id}/${job.id}/${photo.id}-thumb.jpg`,
      ].sort(),
    );
    const listed = await list();
    expectStatus(listed, 200);
    expect(listed.body as JobPhotosResponse).toEqual({ photos: [photo], limit: 8 });
    expect(await history()).toContain('U shtua një foto (në pranim): Gërvishtje në ekran.');
  });

  it('takes PNG and WebP, never enlarges a small photo, and files the stage of the repair', async () => {
    const big = await added(await image('png', 4000, 3000), '?stage=repair');
    expect([big.stage, big.width, big.height]).toEqual(['repair', 1600, 1200]);
    const small = await added(await image('webp', 640, 480));
    expect([small.stage, small.width, small.height]).toEqual(['intake', 640, 480]);
    expect(await history()).toContain('U shtua një foto (gjatë riparimit).');
  });

  it('refuses what is not a whole photo with an Albanian sentence, and keeps no file of it', async () => {
    const jpeg = await cameraJpeg(800, 600);
    const cases: [Buffer, Record<string, string>, number, string | RegExp][] = [
      [
        Buffer.from('Kjo nuk është foto.'),
        { filename: 'foto.jpg' },
        400,
        'Skedari nuk është një foto që mund të lexohet. Dërgoni një foto JPEG, PNG, WebP ose HEIF.',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        { contentType: 'image/svg+xml' },
        400,
        /nuk është një foto që mund të lexohet/,
      ],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), {}, 400, /nuk është një foto që mund të lexohet/],
      [Buffer.alloc(0), {}, 400, 'Skedari është bosh. Zgjidhni ose bëni një foto tjetër.'],
      [
        Buffer.alloc(15 * 1024 * 1024 + 1, 1),
        {},
        413,
        'Fotoja është më e madhe se 15 MB. Zgjidhni një foto më të vogël.',
      ],
    ];
    for (const [index, [data, options, status, detail]] of cases.entries()) {
      const answer = await upload(data, options);
      if (answer.status !== status) throw new Error(`case ${index}: ${answer.status}`);
      expectError(answer, status, detail);
    }
    expectError(await upload(jpeg, { query: '?stage=pas' }), 400, 'Fusha «Koha e fotos» ka një vlerë të pavlefshme.');
    expectError(
      await upload(jpeg, { query: `?caption=${'x'.repeat(201)}` }),
      400,
      'Fusha «Përshkrimi i fotos» mund të ketë deri në 200 karaktere.',
    );
    const twoFiles = t
      .http()
      .post(`/api/jobs/${job.id}/photos`)
      .set(bearer(shop.token))
      .attach('a', jpeg, 'a.jpg')
      .attach('b', jpeg, 'b.jpg');
    expectError(await twoFiles, 400, 'Dërgoni vetëm një foto në një herë.');
    expectError(
      await t.http().post(`/api/jobs/${job.id}/photos`).set(bearer(shop.token)).send({ foto: 'x' }),
      400,
      /Nuk u dërgua asnjë foto/,
    );
    expect(await storedFilesOfJob()).toEqual([]);
    expect(((await list()).body as JobPhotosResponse).photos).toEqual([]);
    // Any other route still refuses a multipart body.
    expectError(await t.http().post('/api/jobs').set(bearer(shop.token)).attach('foto', jpeg, 'foto.jpg'), 415);
  });

  it('keeps at most 8 photos per job, also when 10 are sent at once', async () => {
    const jpeg = await cameraJpeg(400, 300);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(jpeg)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409, 409]);
    expectError(
      answers.find((answer) => answer.status === 409) ?? answers[0],
      409,
      'Kjo punë ka tashmë 8 foto, sa lejohen. Hiqni një foto për të shtuar një tjetër.',
    );
    expect(((await list()).body as JobPhotosResponse).photos).toHaveLength(8);
    expect(await storedFilesOfJob()).toHaveLength(16);
  });

  it('serves a file only through a link this server signed and that has not expired', async () => {
    const photo = await added(await cameraJpeg(400, 300));
    const url = new URL(photo.fullUrl, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const tampered = `/api/photos/${photo.id}/full?expires=${expires}&signature=${signature.slice(0, -2)}AA`;
    expectError(
      await t.http().get(tampered),
      403,
      'Lidhja e fotos ka skaduar ose nuk është e vlefshme. Rifreskoni faqen.',
    );
    expectError(
      await t.http().get(`/api/photos/${photo.id}/full?expires=${Number(expires) + 3600}&signature=${signature}`),
      403,
    );
    // The thumbnail's signature does not open the full copy.
    const thumbSignature = new URL(photo.thumbUrl, 'http://localhost').searchParams.get('signature');
    expectError(await t.http().get(`/api/photos/${photo.id}/full?expires=${expires}&signature=${thumbSignature}`), 403);
    // A link without its expiry or signature, or with a malformed one, is refused like any invalid link.
    expectError(
      await t.http().get(`/api/photos/${photo.id}/full`),
      403,
      'Lidhja e fotos ka skaduar ose nuk është e vlefshme. Rifreskoni faqen.',
    );
    expectError(await t.http().get(`/api/photos/${photo.id}/full?expires=soon&signature=${signature}`), 403);
    expectError(await t.http().get(`/api/photos/${photo.id}/full?expires=${expires}`), 403);
    expectError(await t.http().get(`/api/photos/${photo.id}/original?expires=${expires}&signature=${signature}`), 404);

    t.clock.advance(20 * 60 * 1000);
    expectError(await t.http().get(photo.fullUrl), 403);
    // A new list gives new links.
    const [fresh] = ((await list()).body as JobPhotosResponse).photos;
    expectStatus(await fetchImage(fresh?.fullUrl ?? ''), 200);
  });

  it("keeps each shop's photos to itself; a technician adds but does not remove them", async () => {
    const photo = await added(await cameraJpeg(400, 300));
    const other = await createShop(t, {}, { businessName: 'Servisi Tjetër' });
    expectError(await list(job.id, other.token), 404);
    expectError(await upload(await cameraJpeg(400, 300), { token: other.token }), 404);
    expectError(await t.http().delete(`/api/jobs/${job.id}/photos/${photo.id}`).set(bearer(other.token)), 404);
    const theirJob = await createJob(t, other.token, other.worker.id);
    expectError(await t.http().delete(`/api/jobs/${theirJob.id}/photos/${photo.id}`).set(bearer(other.token)), 404);
    expectError(
      await t
        .http()
        .post(`/api/jobs/${job.id}/photos`)
        .attach('foto', await cameraJpeg(400, 300), 'foto.jpg'),
      401,
    );

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectStatus(await upload(await cameraJpeg(400, 300), { token: technician, query: '?stage=repair' }), 201);
    expectStatus(await list(job.id, technician), 200);
    expectError(await t.http().delete(`/api/jobs/${job.id}/photos/${photo.id}`).set(bearer(technician)), 403);

    expectStatus(await t.http().delete(`/api/jobs/${job.id}/photos/${photo.id}`).set(bearer(shop.token)), 200);
    expect((await storedFilesOfJob()).filter((file) => file.includes(photo.id))).toEqual([]);
    expectError(await t.http().get(photo.fullUrl), 404);
    expect(((await list()).body as JobPhotosResponse).photos).toHaveLength(1);
    expect(await history()).toContain('U hoq një foto (në pranim).');
  });
});

describe('job photos when the storage fails', () => {
  let t: TestApp;
  let dir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'servisi-broken-'));
    // A file where the photos' folder should be: every write fails, as on a full or read-only disk.
    await writeFile(join(dir, 'uploads'), 'not a folder');
    t = await startTestApp({ UPLOADS_DIR: join(dir, 'uploads'), LOG_LEVEL: 'error' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 in Albanian, keeps no photo and the job stays as it was', async () => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id);
    const response = await t
      .http()
      .post(`/api/jobs/${job.id}/photos`)
      .set(bearer(shop.token))
      .attach('foto', await cameraJpeg(400, 300), 'foto.jpg');
    expectError(response, 503, 'Ruajtja e fotove nuk është e disponueshme tani. Provoni përsëri pas pak.');
    // The server's log says what failed underneath, with the id the answer gave the user.
    const logged = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        reqId: response.body.requestId,
        msg: expect.stringMatching(/ENOTDIR|EEXIST/),
      }),
    );
    expect(
      ((await t.http().get(`/api/jobs/${job.id}/photos`).set(bearer(shop.token))).body as JobPhotosResponse).photos,
    ).toEqual([]);
    expect(
      ((await t.http().get(`/api/jobs/${job.id}`).set(bearer(shop.token))).body as JobDetailResponse).messages,
    ).toHaveLength(1);
  });
});

describe('job photos in an S3-compatible bucket', () => {
  let t: TestApp;
  let bucketDir: string;
  let s3: S3rver;

  beforeAll(async () => {
    bucketDir = await mkdtemp(join(tmpdir(), 'servisi-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: bucketDir,
      silent: true,
      configureBuckets: [{ name: 'servisi-foto', configs: [] }],
    });
    const { port } = (await s3.run()) as AddressInfo;
    t = await startTestApp({
      S3_BUCKET: 'servisi-foto',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(bucketDir, { recursive: true, force: true });
  });

  it('stores, serves and removes the files in the bucket', async () => {
    const shop = await createShop(t);
    const job = await createJob(t, shop.token, shop.worker.id);
    const response = await t
      .http()
      .post(`/api/jobs/${job.id}/photos`)
      .set(bearer(shop.token))
      .attach('foto', await cameraJpeg(1000, 800), 'foto.jpg');
    expectStatus(response, 201);
    const { photo } = response.body as JobPhotoAddedResponse;
    const inBucket = async () =>
      (await filesUnder(join(bucketDir, 'servisi-foto'))).filter((file) => file.includes(photo.id));
    expect((await inBucket()).length).toBeGreaterThanOrEqual(2);

    const served = await t
      .http()
      .get(photo.thumbUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expectStatus(served, 200);
    expect((await sharp(served.body as Buffer).metadata()).height).toBe(320);

    expectStatus(await t.http().delete(`/api/jobs/${job.id}/photos/${photo.id}`).set(bearer(shop.token)), 200);
    expect(await inBucket()).toEqual([]);
  });
});
