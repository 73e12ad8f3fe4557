import type { JobPhotosResponse } from '@repair-shop/contracts';
import sharp from 'sharp';
import { addJob, addWorker, callServer, createShopOwner, giveLogin, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** A photo as a phone's gallery holds it. */
const photo = async (name: string, color: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2000, height: 1500, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

test('the shop photographs a device: the photos are resized, shown large, refused when not photos, kept from anyone without a signed link', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Besarta Hoxha');
  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);

  const panel = page.getByRole('region', { name: 'Fotot' });
  await expect(panel.getByText(/Asnjë foto ende/)).toBeVisible();
  await expect(panel.getByLabel('Foto me kamerë')).toHaveAttribute('capture', 'environment');
  await panel.getByRole('textbox', { name: 'Përshkrimi i fotos' }).fill('Ekrani i krisur');
  await panel
    .getByLabel('Foto nga galeria')
    .setInputFiles([
      await photo('para-1.jpg', { r: 220, g: 30, b: 30 }),
      await photo('para-2.jpg', { r: 30, g: 30, b: 220 }),
    ]);
  await expect(panel.getByLabel('Numri i fotove')).toHaveText('2 nga 8');
  await expect(page.getByText('U shtua një foto (në pranim): Ekrani i krisur.')).toHaveCount(2);

  // The thumbnails really load, at the server's thumbnail size.
  const thumbnail = panel.getByRole('button', { name: 'Hap foton 1: Ekrani i krisur' }).getByRole('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await thumbnail.click();
  const large = page.getByRole('dialog', { name: 'Ekrani i krisur' });
  const full = large.getByRole('img', { name: 'Ekrani i krisur' });
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/photos-large.png` });

  // Without the link's signature the file is not given, and a wrong one is refused.
  const src = (await full.getAttribute('src')) ?? '';
  const url = new URL(src, baseUrl());
  expect((await page.request.get(`${url.origin}${url.pathname}`)).status()).toBe(403);
  url.searchParams.set('signature', 'x'.repeat(43));
  const refused = await page.request.get(url.toString());
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as { detail: string }).toMatchObject({
    detail: 'Lidhja e fotos ka skaduar ose nuk është e vlefshme. Rifreskoni faqen.',
  });

  // The owner removes one taken by mistake.
  await large.getByRole('button', { name: 'Hiq foton' }).click();
  await page.getByRole('dialog', { name: 'Hiq foton' }).getByRole('button', { name: 'Hiq foton' }).click();
  await expect(panel.getByLabel('Numri i fotove')).toHaveText('1 nga 8');
  await expect(page.getByText('U hoq një foto (në pranim): Ekrani i krisur.')).toBeVisible();

  // A file that is not a photo is refused with the server's Albanian reason, and nothing is added.
  await panel
    .getByLabel('Foto me kamerë')
    .setInputFiles({ name: 'shenime.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('nuk është foto') });
  await expect(
    panel.getByText('Skedari nuk është një foto që mund të lexohet. Dërgoni një foto JPEG, PNG, WebP ose HEIF.'),
  ).toBeVisible();
  await expect(panel.getByLabel('Numri i fotove')).toHaveText('1 nga 8');

  // A technician of the shop sees the photos; another shop does not.
  const technician = await giveLogin(owner, worker, 'technician');
  const seen = await callServer<JobPhotosResponse>(
    baseUrl(),
    'GET',
    `/jobs/${job.id}/photos`,
    undefined,
    technician.token,
  );
  expect(seen.photos).toHaveLength(1);
  const stranger = await createShopOwner();
  await expect(callServer(baseUrl(), 'GET', `/jobs/${job.id}/photos`, undefined, stranger.token)).rejects.toThrow(
    /404/,
  );
});

test('on a phone, "Bëj foto" takes a picture with the camera and shows it in the job', async ({ browser }) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Liridon Berisha');
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
  });
  const page = await phone.newPage();
  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  const panel = page.getByRole('region', { name: 'Fotot' });
  // The camera's file chooser: what the phone hands the page after the picture is taken.
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Bëj foto' }).click();
  await (await chooser).setFiles(await photo('kamera.jpg', { r: 20, g: 160, b: 60 }));
  await expect(panel.getByLabel('Numri i fotove')).toHaveText('1 nga 8');
  await expect
    .poll(() =>
      panel
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: `${SCREENSHOT_DIR}/photos-phone.png` });
  await phone.close();
});
