import { gzipSync } from 'node:zlib';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('the landing page shows the three plans and the contact dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const feature of ['Regjistrim i zgjuar', 'Sistemi i gjurmimit me QR', 'Analitika me AI']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  // The monthly plan says its price once: "15 € në muaj", not again below it.
  const monthly = page.getByRole('article', { name: 'Paketa Mujore' });
  await expect(monthly).toContainText('15 € në muaj');
  expect((await monthly.innerText()).match(/në muaj/g)).toHaveLength(1);
  const yearly = page.getByRole('article', { name: 'Paketa Vjetore' });
  await expect(yearly).toContainText('120 €');
  await expect(yearly).toContainText('10 € në muaj');
  await expect(yearly).toContainText('Më e mira');
  await expect(page.getByRole('article', { name: 'Paketa 6 mujore' })).toContainText('12,50 € në muaj');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing.png`, fullPage: true });

  await yearly.getByRole('button', { name: 'Bli tani' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const channel of ['Telefon', 'WhatsApp', 'Viber', 'Facebook', 'Snapchat'])
    await expect(dialog).toContainText(channel);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/landing-contact.png` });
  await dialog.getByRole('button', { name: 'Mbyll' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('article', { name: 'Paketa Mujore' }).getByRole('button', { name: 'Bli tani' }).click();
  await page.getByRole('link', { name: 'Vazhdo me regjistrimin' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the landing page loads at most 200 kB of JavaScript, gzipped, and no remote', async ({ page }) => {
  // Each script's body is read as it arrives; all of them are awaited before counting (a slow read would be lost).
  const reads: Promise<{ url: string; gzipped: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body).length })));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const scripts = await Promise.all(reads);
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`landing page JavaScript: ${(total / 1024).toFixed(1)} kB gzipped in ${scripts.length} files`);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(200 * 1024);
  expect(scripts.some((script) => script.url.includes('/remotes/'))).toBe(false);
});

test('the hero buttons lead to the pricing and to registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shiko çmimet' }).click();
  await expect(page.getByRole('heading', { name: 'Çmimet' })).toBeInViewport();
  await page.getByRole('link', { name: 'Demo falas 30 ditë' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'Regjistrohu' })).toBeVisible();
});

test('the public pages show their form without loading any remote (the dashboard, the admin panel, printing)', async ({
  page,
}) => {
  const remotes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/')) remotes.push(new URL(request.url()).pathname);
  });
  for (const [path, button] of [
    ['/register', 'Regjistrohu'],
    ['/login', 'Hyr'],
    ['/forgot-password', 'Dërgo lidhjen'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Duke u ngarkuar' })).toHaveCount(0);
  }
  expect(remotes).toEqual([]);
});
