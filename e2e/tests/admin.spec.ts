import type { Page } from '@playwright/test';
import { createShopOwner, sessionScript } from '../support/api';
import { ADMIN, baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Përdoruesi').fill(ADMIN.username);
  await page.getByLabel('Fjalëkalimi').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/admin-panel$/);
  await expect(page.getByRole('table', { name: 'Përdoruesit' })).toBeVisible();
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

test('wrong administrator credentials are refused in Albanian', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Përdoruesi').fill(ADMIN.username);
  await page.getByLabel('Fjalëkalimi').fill('fjalekalim-i-gabuar');
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByText('Kredencialet janë të gabuara')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the administrator finds a shop, records its payment, and the shop sees its subscription active', async ({ page, browser, baseURL }) => {
  const owner = await createShopOwner({ firstName: 'Qëndresa' });
  await loginAsAdmin(page);
  await page.getByLabel('Kërko').fill('qendresa');
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Servisi Arben, Prishtinë (Kosovë)');
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: /Zgjat trial-in/ }) })).toHaveCount(1);

  await row.getByRole('button', { name: /Zgjat trial-in/ }).click();
  await page.getByRole('menuitem', { name: '12 muaj të paguar' }).click();
  await expect(page.getByText('Pagesa u pranua: abonimi u zgjat me 12 muaj')).toBeVisible();
  await expect(row.getByText(/^Abonimi aktiv deri më \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await page.getByLabel('Kërko').fill('');

  // The shop, in a browser of its own, sees it on the badge and in the account dialog.
  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  await shop.goto('/');
  await shop.evaluate(sessionScript(owner));
  await shop.goto('/dashboard');
  await expect(shop.getByText(/^Abonimi aktiv deri më \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  await shop.getByRole('button', { name: /^Llogaria:/ }).click();
  await shop.getByRole('menuitem', { name: 'Informacioni i llogarisë' }).click();
  await expect(shop.getByRole('dialog').getByText('Statusi i abonimit')).toBeVisible();
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/subscription-active.png` });
  await shopContext.close();
});

test("the administrator's day: extend a trial, delete one user, delete all with two confirmations", async ({ page }) => {
  const first = await createShopOwner({ firstName: 'Vjosa' });
  const second = await createShopOwner({ firstName: 'Luan' });
  await createShopOwner({ firstName: 'Teuta' });

  await loginAsAdmin(page);
  const firstRow = page.getByRole('row').filter({ hasText: first.email });
  await expect(firstRow).toContainText('30');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-panel.png`, fullPage: true });

  // Extend by 6 months: the remaining days grow once the list reloads.
  await firstRow.getByRole('button', { name: /Zgjat trial-in/ }).click();
  await page.getByRole('menuitem', { name: '6 muaj', exact: true }).click();
  await expect(page.getByText('Trial-i u zgjat me 6 muaj')).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(4)).toHaveText(/^(21[0-9])$/);

  // Delete one user, after a confirmation: they can no longer log in.
  const secondRow = page.getByRole('row').filter({ hasText: second.email });
  await secondRow.getByRole('button', { name: /^Fshi / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fshi' }).click();
  await expect(page.getByText('Përdoruesi u fshi me sukses!')).toBeVisible();
  await expect(secondRow).toHaveCount(0);
  expect(await canLogIn(second.email, second.password)).toBe(false);

  // Delete all: the first confirmation alone deletes nothing; the second does.
  await page.getByRole('button', { name: 'Fshi të gjithë përdoruesit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vazhdo' }).click();
  await expect(page.getByRole('dialog').getByText('Ky veprim është i pakthyeshëm', { exact: false })).toBeVisible();
  expect(await canLogIn(first.email, first.password)).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Po, fshi të gjithë' }).click();
  await expect(page.getByText(/përdorues u fshi/)).toBeVisible();
  expect(await canLogIn(first.email, first.password)).toBe(false);
  // Only administrators are left.
  await expect(page.getByRole('button', { name: /Zgjat trial-in/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Qasje e plotë' })).toHaveCount(1);

  // Logging out clears the admin session and goes to the landing page.
  await page.getByRole('button', { name: /Dil/ }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test("a shop owner's token cannot open the admin panel", async ({ page }) => {
  const owner = await createShopOwner();
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('adminToken', token), owner.token);
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin-login$/);
});
