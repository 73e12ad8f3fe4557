import type { Page, Request } from '@playwright/test';
import { adminLogin, callServer, createShopOwner, signIn, type ShopOwner } from '../support/api';
import { setTrialExpiry } from '../support/database';
import { ADMIN, baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

// The administrator sees every shop: two of these tests create shops the other's search would find, so they take turns.
test.describe.configure({ mode: 'default' });

/** Logs in as the administrator and waits for the accounts: a table, or cards (a list) on a phone. */
async function loginAsAdmin(page: Page, shown: 'table' | 'list' = 'table'): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Përdoruesi').fill(ADMIN.username);
  await page.getByLabel('Fjalëkalimi').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/admin-panel$/);
  await expect(page.getByRole(shown, { name: 'Përdoruesit' })).toBeVisible();
}

/** The owner's row in the list (its email is unique). */
const rowOf = (page: Page, owner: ShopOwner) => page.getByRole('row').filter({ hasText: owner.email });

/** The next request for a page of the list with these values in its query string: searches and filters go to the server. */
function listAsked(page: Page, expected: Record<string, string>): Promise<Request> {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/api/admin/users' &&
      Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

async function chooseStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Gjendja' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

test('wrong administrator credentials are refused in Albanian, and the refusal is gone once the right ones are in', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await page.getByLabel('Përdoruesi').fill(ADMIN.username);
  await page.getByLabel('Fjalëkalimi').fill('fjalekalim-i-gabuar');
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Kredencialet janë të gabuara' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.getByLabel('Fjalëkalimi').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/admin-panel$/);
  // At once, not after a notification's few seconds: the refusal belonged to the login form.
  expect(await page.getByText('Kredencialet janë të gabuara').count()).toBe(0);
});

test('the administrator sees whether the server sends email and SMS', async ({ page }) => {
  await loginAsAdmin(page);
  const sending = page.getByRole('region', { name: 'Dërgimet e serverit' });
  // The test server has no SMTP_URL, and sends its SMS to the fake gateway.
  await expect(sending.getByLabel('Email-i')).toContainText('Nuk është konfiguruar');
  await expect(sending.getByLabel('Email-i')).toContainText('shkruhen vetëm në log');
  await expect(sending.getByLabel('SMS')).toContainText('I konfiguruar');
});

test('the administrator finds a shop, records its payment, and the shop sees its subscription active', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createShopOwner({ firstName: 'Qëndresa' });
  await loginAsAdmin(page);
  await page.getByLabel('Kërko').fill('qendresa');
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Servisi Arben, Prishtinë (Kosovë)');
  // A shop on trial: its payment, or a longer trial.
  await expect(row.getByRole('button', { name: /^Zgjat provën/ })).toBeVisible();

  await row.getByRole('button', { name: /^Regjistro pagesën/ }).click();
  await page.getByRole('menuitem', { name: '12 muaj të paguar' }).click();
  // Asked first, saying what will be recorded; then said back with the new end.
  const confirm = page.getByRole('dialog', { name: 'Regjistro pagesën' });
  await expect(confirm).toContainText('Pagesa për 12 muaj nga «Servisi Arben».');
  await confirm.getByRole('button', { name: 'Regjistro pagesën' }).click();
  await expect(
    page.getByText(
      /^U regjistrua pagesa për 12 muaj nga «Servisi Arben»: abonimi është aktiv deri më \d{2}\.\d{2}\.\d{4}\.$/,
    ),
  ).toBeVisible();
  await expect(row.getByText('Abonuar', { exact: true })).toBeVisible();
  // A paying shop renews its subscription: its trial is over.
  await expect(row.getByRole('button', { name: /^Zgjat provën/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Regjistro pagesën/ })).toBeVisible();
  await page.getByLabel('Kërko').fill('');

  // The shop, in a browser of its own, sees it on the badge and in the account dialog.
  const shopContext = await browser.newContext({ baseURL });
  const shop = await shopContext.newPage();
  await signIn(shop, owner);
  await shop.goto('/dashboard');
  await expect(shop.getByText(/^Abonimi aktiv deri më \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible();
  await shop.getByRole('button', { name: /^Llogaria:/ }).click();
  await shop.getByRole('menuitem', { name: 'Informacioni i llogarisë' }).click();
  await expect(shop.getByRole('dialog').getByText('Statusi i abonimit')).toBeVisible();
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/subscription-active.png` });
  await shopContext.close();
});

test('the server searches and filters: "ceku" finds the Çekus, a status keeps only its shops', async ({ page }) => {
  const ardita = await createShopOwner({ firstName: 'Ardita', lastName: 'Çeku' });
  const besart = await createShopOwner({ firstName: 'Besart', lastName: 'Çeku' });
  const dafina = await createShopOwner({ firstName: 'Dafina' });
  await setTrialExpiry(besart.email, new Date(Date.now() - 24 * 60 * 60 * 1000));
  await loginAsAdmin(page);
  await expect(rowOf(page, dafina)).toBeVisible();

  // The page asked with the search (offset: the list's page, not the shop counts), accents and case left to the server.
  const searched = listAsked(page, { search: 'ceku', offset: '0' });
  await page.getByLabel('Kërko').fill('ceku');
  await searched;
  await expect(rowOf(page, dafina)).toHaveCount(0);
  await expect(rowOf(page, ardita)).toContainText('Ardita Çeku');
  await expect(rowOf(page, besart)).toContainText('Skaduar');
  await expect(page.getByText(/^2 nga \d+ dyqane$/)).toBeVisible();

  const expiredOnly = listAsked(page, { search: 'ceku', status: 'expired', offset: '0' });
  await chooseStatus(page, 'Skaduar');
  await expiredOnly;
  await expect(rowOf(page, ardita)).toHaveCount(0);
  await expect(rowOf(page, besart)).toBeVisible();
  await expect(page.getByText(/^1 nga \d+ dyqane$/)).toBeVisible();

  await chooseStatus(page, 'Në provë');
  await expect(rowOf(page, ardita)).toBeVisible();
  await expect(rowOf(page, besart)).toHaveCount(0);

  // Every account again: no filter, the search emptied.
  await chooseStatus(page, 'Të gjitha');
  await page.getByRole('button', { name: 'Fshi kërkimin' }).click();
  await expect(rowOf(page, dafina)).toBeVisible();
  await expect(page.getByText(/^\d+ dyqane$/)).toBeVisible();
});

test("the list comes a page at a time: pages from the server's total, the first again on a new filter, the size remembered", async ({
  page,
}) => {
  const owners: ShopOwner[] = [];
  for (let index = 0; index < 11; index += 1)
    owners.push(await createShopOwner({ firstName: 'Lirim', lastName: 'Hoxha' }));
  const [oldest, newest] = [owners[0]!, owners[10]!];
  await loginAsAdmin(page);
  await page.getByRole('combobox', { name: 'Përdorues për faqe' }).click();
  await page.getByRole('option', { name: '10 përdorues' }).click();
  await page.getByLabel('Kërko').fill('hoxha');
  const rows = page.getByRole('table', { name: 'Përdoruesit' }).locator('tbody tr');
  await expect(page.getByText('1–10 nga 11 përdorues')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(rowOf(page, newest)).toBeVisible();

  // Newest first: the oldest is alone on the second page.
  const second = listAsked(page, { search: 'hoxha', limit: '10', offset: '10' });
  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await second;
  await expect(page.getByText('11–11 nga 11 përdorues')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rowOf(page, oldest)).toBeVisible();

  // A filter starts again at the first page.
  const first = listAsked(page, { search: 'hoxha', status: 'trial', limit: '10', offset: '0' });
  await chooseStatus(page, 'Në provë');
  await first;
  await expect(page.getByText('1–10 nga 11 përdorues')).toBeVisible();
  await expect(rowOf(page, newest)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Përdorues për faqe' })).toHaveValue('10 përdorues');
});

test('on a phone the filters fit the width and the accounts are cards', async ({ page }) => {
  const owner = await createShopOwner({ firstName: 'Ardita', lastName: 'Çeku' });
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAsAdmin(page, 'list');
  for (const label of ['Të gjitha', 'Skaduar']) {
    const box = await page.getByRole('radiogroup', { name: 'Gjendja' }).getByText(label, { exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
  await page.getByLabel('Kërko').fill('ardita ceku');
  await expect(page.getByText(/^\d+ nga \d+ dyqane?$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Përdoruesit' }).getByRole('listitem').filter({ hasText: owner.email }),
  ).toBeVisible();
  // The page of the search is in (no longer the previous one, dimmed) before the picture.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-panel-phone.png` });
});

// It deletes every account on the shared server: alone, after every other test (playwright.config.ts).
test(
  "the administrator's day: extend a trial, delete one user, delete all with two confirmations",
  { tag: '@alone' },
  async ({ page }) => {
    const first = await createShopOwner({ firstName: 'Vjosa' });
    const second = await createShopOwner({ firstName: 'Luan' });
    await createShopOwner({ firstName: 'Teuta' });

    await loginAsAdmin(page);
    const firstRow = page.getByRole('row').filter({ hasText: first.email });
    await expect(firstRow).toContainText('30');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-panel.png`, fullPage: true });

    // Extend by 6 months: the remaining days grow once the list reloads.
    await firstRow.getByRole('button', { name: /^Zgjat provën/ }).click();
    await page.getByRole('menuitem', { name: '6 muaj', exact: true }).click();
    await expect(
      page.getByText(/^Periudha provuese e «Servisi Arben» u zgjat me 6 muaj deri më \d{2}\.\d{2}\.\d{4}\.$/),
    ).toBeVisible();
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
    await expect(page.getByRole('button', { name: /^Regjistro pagesën/ })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Qasje e plotë' })).toHaveCount(1);

    // Logging out clears the admin session and goes to the landing page.
    await page.getByRole('button', { name: /Dil/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  },
);

test("a shop owner's token cannot open the admin panel", async ({ page }) => {
  const owner = await createShopOwner();
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('adminToken', token), owner.token);
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the status badges are whole, on a wide screen and on a phone', async ({ page }) => {
  const paying = await createShopOwner({ firstName: 'Qëndresa', lastName: 'Krasniqi-Berisha' });
  const trial = await createShopOwner({ firstName: 'Qëndresa', lastName: 'Krasniqi-Berisha' });
  const admin = await adminLogin();
  await callServer(
    baseUrl(),
    'PUT',
    `/admin/users/${paying.user.id}/extend`,
    { months: 12, paid: true },
    admin.access_token,
  );
  for (const viewport of [
    { width: 1280, height: 800, shown: 'table' as const },
    { width: 390, height: 844, shown: 'list' as const },
  ]) {
    await page.setViewportSize(viewport);
    await loginAsAdmin(page, viewport.shown);
    await page.getByLabel('Kërko').fill('krasniqi-berisha');
    const users = page.getByRole(viewport.shown, { name: 'Përdoruesit' });
    await expect(users.getByText('Abonuar', { exact: true }).first()).toBeVisible();
    await expect(users.getByText('Në provë', { exact: true }).first()).toBeVisible();
    for (const account of [paying, trial]) await expect(users.getByText(account.email)).toHaveCount(1);
    // No label cut with an ellipsis: each is as wide as its text.
    const cut = await users
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-badges-${viewport.width}.png` });
    await page.evaluate(() => localStorage.removeItem('adminToken'));
  }
});
