import { JOB_CATEGORY_LABELS, deviceFamily, type JobCategory } from '@repair-shop/contracts';
import { addWorker, callServer, createShopOwner, jobPage, signIn, type ShopOwner } from '../support/api';
import { makeFinishedHistory } from '../support/database';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** Finished repairs of that category on iPhone 12s, each with its price, ready a day or two after it came in. */
async function seedHistory(
  owner: ShopOwner,
  workerId: string,
  category: JobCategory,
  description: string,
  count: number,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const { job } = await callServer<{ job: { id: string } }>(
      baseUrl(),
      'POST',
      '/jobs',
      {
        workerId,
        clientName: `Klienti ${index + 1}`,
        clientPhone: `044 100 ${String(200 + index)}`,
        deviceModel: 'iPhone 12',
        deviceImei: '356938035643809',
        deviceCode: 'Pa kod',
        workDescription: description,
        estimatedPrice: 45 + (index % 4) * 5,
        category,
      },
      owner.token,
    );
    for (const status of ['ready', 'completed'])
      await callServer(baseUrl(), 'PUT', `/jobs/${job.id}/status`, { status }, owner.token);
    await makeFinishedHistory(job.id, {
      daysAgo: 5 + index * 3,
      hoursToReady: 24 + (index % 5) * 6,
      category,
      deviceFamily: deviceFamily('iPhone 12'),
    });
  }
}

test("the new job dialog suggests the category from the shop's history, with when it will be ready and its usual price; the job keeps the person's choice and the prediction", async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  await seedHistory(owner, worker.id, 'screen', 'Ekrani i thyer, duhet ndërruar', 12);
  await seedHistory(owner, worker.id, 'back_glass', 'Xhami i pasmë i çarë', 12);

  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByLabel('Emri i klientit').fill('Qëndresa Çeku');
  await dialog.getByLabel('Telefoni i klientit').fill('049 321 654');
  await dialog.getByLabel('Modeli i pajisjes').fill('iPhone 12');
  await dialog.getByLabel('IMEI').fill('356938035643809');
  await dialog.getByLabel('Përshkrimi i problemit').pressSequentially('ekrani i thyer');

  // The server's suggestion fills the select; the history says when it will be ready and what it usually costs.
  const category = dialog.getByRole('combobox', { name: 'Kategoria' });
  await expect(category).toHaveValue(JOB_CATEGORY_LABELS.screen);
  await expect(dialog.getByText(/^Pritet gati: (sot, \d+(–\d+)? orë|e \p{L}+, \d+(–\d+)? ditë)$/u)).toBeVisible();
  await expect(dialog.getByText(/^Zakonisht [\d.,]+(–[\d.,]+)? €, \d+ punë$/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/insights-new-job.png` });

  // The person knows better: their choice is sent, and the estimate follows it.
  await category.click();
  await page.getByRole('option', { name: JOB_CATEGORY_LABELS.back_glass }).click();
  await expect(category).toHaveValue(JOB_CATEGORY_LABELS.back_glass);
  await expect(dialog.getByText(/^Pritet gati: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();

  const [created] = (await jobPage(owner, { limit: 1 })).items;
  expect(created).toMatchObject({ category: 'back_glass', categorySource: 'chosen' });

  // The job's page shows the category chosen and what was predicted when it came in.
  await page.goto(`/dashboard/pune/${created.id}`);
  const chosen = page.getByText('Kategoria', { exact: true }).locator('..');
  await expect(chosen).toContainText(JOB_CATEGORY_LABELS.back_glass);
  await expect(chosen).not.toContainText('sugjeruar nga përshkrimi');
  const prediction = page.getByText('Parashikimi në pranim', { exact: true }).locator('..');
  await expect(prediction).toContainText(/Pritet gati: /);
  await expect(prediction).toContainText(/Zakonisht [\d.,]+(–[\d.,]+)? €/);
});
