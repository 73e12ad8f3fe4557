import type { Locator, Page } from '@playwright/test';
import { addWorker, createShopOwner, giveLogin, jobDetail, jobPage, signIn } from '../support/api';
import { databaseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { Client } from 'pg';

/** Draws a pattern on the 3×3 pad as a finger would: down on the first point, through the others, up. */
async function drawPattern(pad: Locator, page: Page, points: number[]): Promise<void> {
  // Whole and in the middle of the dialog: the dialog's title bar stays on top of what scrolls under it.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('the pattern pad is not on the screen');
  const centre = (point: number) => {
    const row = Math.floor((point - 1) / 3);
    const column = (point - 1) % 3;
    return [box.x + (box.width * (1 + 2 * column)) / 6, box.y + (box.height * (1 + 2 * row)) / 6] as const;
  };
  const [first, ...rest] = points;
  await page.mouse.move(...centre(first ?? 1));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...centre(point), { steps: 8 });
  await page.mouse.up();
}

test('the unlock pattern is drawn at intake, kept encrypted, shown on request with a line in the history, and never in the list', async ({
  page,
  browser,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, owner);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByLabel('Emri i klientit').fill('Mimoza Krasniqi');
  await dialog.getByLabel('Telefoni i klientit').fill('044 765 432');
  await dialog.getByLabel('Modeli i pajisjes').fill('Samsung Galaxy A54');
  await dialog.getByLabel('IMEI').fill('356938035643809');
  await dialog.getByLabel('Përshkrimi i problemit').fill('Nuk karikohet');
  await dialog.getByRole('radiogroup', { name: 'Lloji i kodit' }).getByText('Model').click();
  const pad = dialog.getByRole('group', { name: 'Vizatoni modelin' });
  // Too short first: the dialog says so and keeps everything.
  await drawPattern(pad, page, [1, 2, 3]);
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(dialog.getByText('Modeli duhet të lidhë të paktën 4 pika.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fshi modelin' }).click();
  // An L drawn from the top left: down the left side, then along the bottom.
  await drawPattern(pad, page, [1, 4, 7, 8, 9]);
  await expect(pad.getByRole('button', { name: 'Pika 9 (e 5-ta)' })).toBeVisible();
  await dialog.screenshot({ path: `${SCREENSHOT_DIR}/device-lock-pattern-drawn.png` });
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(dialog).toBeHidden();

  const { items } = await jobPage(owner, { limit: 5 });
  const job = items.find((item) => item.clientName === 'Mimoza Krasniqi');
  if (!job) throw new Error('the job was not created');
  expect(job.deviceCode).toBe('Model (i koduar)');
  expect(JSON.stringify(items)).not.toContain('14789');

  // In the database only ciphertext.
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; ciphertext: Buffer }>(
      `SELECT kind, ciphertext FROM job_device_locks WHERE job_id = $1`,
      [job.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('pattern');
    expect(rows[0]?.ciphertext.toString('latin1')).not.toContain('14789');
  } finally {
    await client.end();
  }

  // A technician opens the job on a phone and asks for the code: it is drawn, and the history names them.
  const technician = await giveLogin(owner, worker, 'technician');
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
  });
  const techPage = await phone.newPage();
  await signIn(techPage, technician);
  await techPage.goto(`/dashboard/pune/${job.id}`);
  const panel = techPage.getByRole('region', { name: 'Kodi i zhbllokimit' });
  await expect(panel.getByLabel('Kodi i ruajtur')).toContainText('Model (vizatim) · ruajtur i koduar më');
  await expect(panel.getByRole('img')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Shfaq kodin' }).click();
  await expect(panel.getByRole('img', { name: 'Modeli i zhbllokimit: 1 → 4 → 7 → 8 → 9' })).toBeVisible();
  await expect(techPage.getByText(`Kodi u shfaq nga ${worker.firstName} ${worker.lastName}.`)).toBeVisible();
  expect(await techPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await techPage.screenshot({ path: `${SCREENSHOT_DIR}/device-lock-revealed-phone.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Fshihe' }).click();
  await expect(panel.getByRole('img')).toHaveCount(0);
  await phone.close();

  // The owner changes it to a PIN; the history keeps both lines, never the code.
  await page.goto(`/dashboard/pune/${job.id}`);
  const ownerPanel = page.getByRole('region', { name: 'Kodi i zhbllokimit' });
  await ownerPanel.getByRole('button', { name: 'Ndrysho' }).click();
  const change = page.getByRole('dialog', { name: 'Ruaj kodin e zhbllokimit' });
  await change.getByLabel('PIN-i i pajisjes').fill('4711');
  await change.getByRole('button', { name: 'Ruaj kodin' }).click();
  await expect(change).toBeHidden();
  await expect(ownerPanel.getByLabel('Kodi i ruajtur')).toContainText('PIN · ruajtur i koduar');
  await expect(page.getByText('Kodi i zhbllokimit (PIN) u ndryshua, i koduar.')).toBeVisible();
  const history = (await jobDetail(owner, job.id)).messages.map((entry) => entry.message).join('\n');
  expect(history).not.toContain('4711');
  expect(history).not.toContain('14789');
});
