import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '@repair-shop/contracts';
import { addJob, addWorker, createShopOwner, jobPage, signIn, type ShopOwner } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/**
 * One shop with 25 jobs: Qëndrim Çeku brought three (one phone number), 22 other clients one each.
 * The lists are read through the pages the server gives, never as a whole.
 */
let owner: ShopOwner;

const QENDRIM = { name: 'Qëndrim Çeku', phone: '049 555 666' };
const otherClient = (index: number) => ({
  name: `Klienti ${String(index).padStart(2, '0')}`,
  phone: `044 100 ${String(100 + index)}`,
});

test.beforeAll(async () => {
  owner = await createShopOwner();
  const worker = await addWorker(owner);
  for (let index = 1; index <= 25; index += 1) {
    const client = index % 8 === 0 ? QENDRIM : otherClient(index);
    const imei = `3569380356${String(index).padStart(4, '0')}`;
    await addJob(owner, worker.id, client.name, {
      clientPhone: client.phone,
      deviceImei: `${imei}${luhnCheckDigit(imei)}`,
    });
  }
});

async function openDashboard(page: Page, path = '/dashboard'): Promise<void> {
  await signIn(page, owner);
  await page.goto(path);
}

/** The client names of the table's rows, top to bottom. */
const tableClients = (page: Page) =>
  page.getByRole('table', { name: 'Lista e punëve' }).locator('tbody tr td:nth-child(2) p:first-child');

test('the home tab shows the server page: page 2 of 10 is rows 11–20 of 25, and a job opened there comes back to page 2', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(page.getByText('1–10 nga 25 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveCount(10);

  // Page 2 is asked of the server as exactly that page.
  const pageTwoRequest = page.waitForRequest((request) => /\/api\/jobs\?(.*&)?limit=10&offset=10/.test(request.url()));
  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await pageTwoRequest;
  await expect(page.getByText('11–20 nga 25 punë')).toBeVisible();
  const expected = await jobPage(owner, { limit: 10, offset: 10 });
  expect(expected.total).toBe(25);
  await expect(tableClients(page)).toHaveText(expected.items.map((job) => job.clientName));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/jobs-page-2.png`, fullPage: true });

  // Into a job of page 2 and back: still page 2.
  const opened = expected.items[3];
  await page
    .getByRole('button', { name: `Shiko punën e ${opened.clientName}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/pune/${opened.id}$`));
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page.getByText('11–20 nga 25 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveText(expected.items.map((job) => job.clientName));
});

test('the chosen page size is remembered after a reload', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByText('1–10 nga 25 punë')).toBeVisible();
  await page.getByRole('combobox', { name: 'Punë për faqe' }).click();
  await page.getByRole('option', { name: '50 punë' }).click();
  await expect(page.getByText('1–25 nga 25 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Faqja 2' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('1–25 nga 25 punë')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Punë për faqe' })).toHaveValue('50 punë');
  expect(await page.evaluate(() => localStorage.getItem('jobPageSize'))).toBe('50');
});

test('searching "qendrim" finds Qëndrim Çeku on the server, and so does his phone written another way', async ({
  page,
}) => {
  await openDashboard(page);
  const search = page.getByLabel('Kërko');
  await search.fill('qendrim');
  await expect(page.getByText('1–3 nga 3 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveText([QENDRIM.name, QENDRIM.name, QENDRIM.name]);

  await search.fill('+383 49 555 666');
  await expect(page.getByText('1–3 nga 3 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveText([QENDRIM.name, QENDRIM.name, QENDRIM.name]);

  await search.fill('Klienti 07');
  await expect(page.getByText('1–1 nga 1 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Klienti 07']);

  // Emptying the box shows every job again at once.
  await page.getByRole('button', { name: 'Fshi kërkimin' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByText('1–10 nga 25 punë')).toBeVisible();
});

test('the clients tab pages and searches on the server; the top clients come from its ranking', async ({ page }) => {
  await openDashboard(page, '/dashboard/klientet');
  const clients = page.getByRole('table', { name: 'Lista e klientëve' });
  await expect(page.getByText('1–20 nga 23 klientë')).toBeVisible();
  await expect(clients.locator('tbody tr')).toHaveCount(20);
  const topByJobs = page.getByRole('list', { name: 'Klientët me më shumë punë' }).getByRole('listitem');
  await expect(topByJobs).toHaveCount(5);
  await expect(topByJobs.first()).toContainText(QENDRIM.name);
  await expect(topByJobs.first()).toContainText('3 punë');

  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await expect(page.getByText('21–23 nga 23 klientë')).toBeVisible();
  await expect(clients.locator('tbody tr')).toHaveCount(3);

  await page.getByLabel('Kërko klientin').fill('qendrim');
  await expect(page.getByText('1–1 nga 1 klient')).toBeVisible();
  await expect(clients.locator('tbody tr')).toHaveCount(1);
  await expect(clients).toContainText(QENDRIM.name);
  await expect(clients).toContainText('3 punë');

  await page.getByRole('button', { name: 'Fshi kërkimin' }).click();
  await expect(page.getByText('1–20 nga 23 klientë')).toBeVisible();
});
