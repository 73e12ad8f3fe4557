import type { Page } from '@playwright/test';
import { addJob, addWorker, callServer, createShopOwner, jobPage, signIn, type ShopOwner } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const IMEI = '356938035643809';

async function openDashboard(page: Page, owner: ShopOwner, path = '/dashboard'): Promise<void> {
  await signIn(page, owner);
  await page.goto(path);
}

test("the new job dialog suggests a known client as the name is typed, and 'Përdor këtë' takes an earlier job's client and device", async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const earlier = await addJob(owner, worker.id, 'Qëndrim Çeku', {
    clientPhone: '049 321 777',
    deviceModel: 'iPhone 13 Pro',
    deviceImei: IMEI,
  });
  await addJob(owner, worker.id, 'Drita Berisha', { clientPhone: '044 100 200', deviceImei: '490154203237518' });

  await openDashboard(page, owner);
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });

  // Part of the name, without the ë: the server's suggestion, tapped, fills the name and the phone.
  const suggestions = page.waitForRequest((request) => /\/api\/clients\/suggestions\?search=qend/.test(request.url()));
  await dialog.getByLabel('Emri i klientit').pressSequentially('qend');
  await suggestions;
  const suggestion = page.getByRole('option', { name: /Qëndrim Çeku/ });
  await expect(suggestion).toContainText('049 321 777');
  await expect(suggestion).toContainText('1 punë');
  await expect(page.getByRole('option', { name: /Drita Berisha/ })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/client-suggestions.png` });
  await suggestion.click();
  await expect(dialog.getByLabel('Emri i klientit')).toHaveValue('Qëndrim Çeku');
  await expect(dialog.getByLabel('Telefoni i klientit')).toHaveValue('049 321 777');

  // The client's earlier job shows; one tap takes its device too, without making the new job a warranty return.
  const ticket = earlier.id.slice(-6).toUpperCase();
  const repair = dialog
    .getByRole('alert', { name: 'Kjo pajisje ose ky klient ka ardhur më parë' })
    .getByRole('group', { name: `Puna #${ticket}` });
  await repair.getByRole('button', { name: 'Përdor këtë' }).click();
  await expect(dialog.getByLabel('Modeli i pajisjes')).toHaveValue('iPhone 13 Pro');
  await expect(dialog.getByLabel('IMEI')).toHaveValue(IMEI);
  await dialog.getByLabel('Përshkrimi i problemit').fill('Bateria shkarkohet shpejt');
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();
  const [created] = (await jobPage(owner, { limit: 1 })).items;
  expect(created).toMatchObject({
    clientName: 'Qëndrim Çeku',
    clientPhone: '049 321 777',
    deviceModel: 'iPhone 13 Pro',
    deviceIdKind: 'imei',
    deviceImei: IMEI,
    warrantyOfJobId: null,
  });

  // From the keyboard, by the phone in another form: the arrows and Enter choose the client.
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  await dialog.getByLabel('Telefoni i klientit').pressSequentially('+383 44 100');
  await expect(page.getByRole('option', { name: /Drita Berisha/ })).toBeVisible();
  // The suggestions of what was typed, not the ones of a shorter text still shown (a slow answer).
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Telefoni i klientit')).toHaveValue('044 100 200');
  await expect(dialog.getByLabel('Emri i klientit')).toHaveValue('Drita Berisha');
});

test("the Clients tab's search finds a client whose page shows their jobs, what they spent and owe, and the message menu; back returns to the list", async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const call = <T>(method: string, path: string, body?: unknown) =>
    callServer<T>(baseUrl(), method, path, body, owner.token);
  const pricedJob = async (price: number, paid: number, status: string | null) => {
    const job = await addJob(owner, worker.id, 'Blerta Kastrati', { clientPhone: '044 222 333' });
    await call('PATCH', `/jobs/${job.id}`, { estimatedPrice: price });
    if (paid > 0) await call('POST', `/jobs/${job.id}/payments`, { amount: paid, method: 'cash', kind: 'payment' });
    if (status) await call('PUT', `/jobs/${job.id}/status`, { status });
    return job;
  };
  // Spent 50 + 100,10 on the completed jobs; owes 70,10 on one and 20 on the new one.
  const paidJob = await pricedJob(50, 50, 'completed');
  await pricedJob(100.1, 30, 'completed');
  const newJob = await pricedJob(20, 0, null);
  for (let index = 0; index < 4; index += 1)
    await addJob(owner, worker.id, `Klienti ${index}`, { clientPhone: `045 700 80${index}` });

  await openDashboard(page, owner, '/dashboard/klientet');
  await expect(page.getByText('1–5 nga 5 klientë')).toBeVisible();
  const search = page.waitForRequest((request) => /\/api\/clients\?(.*&)?search=blerta/.test(request.url()));
  await page.getByLabel('Kërko klientin').fill('blerta');
  await search;
  const clients = page.getByRole('table', { name: 'Lista e klientëve' });
  await expect(clients.locator('tbody tr')).toHaveCount(1);
  await clients.getByRole('link', { name: 'Blerta Kastrati' }).click();

  await expect(page).toHaveURL(/\/dashboard\/klientet\/044222333$/);
  await expect(page.getByRole('heading', { name: 'Blerta Kastrati' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Klientët', selected: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Punë' })).toContainText('3');
  await expect(page.getByRole('group', { name: 'Shpenzuar' })).toContainText('150,10 €');
  await expect(page.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('90,10 €');
  const jobs = page.getByRole('table', { name: 'Punët e klientit' });
  await expect(jobs.locator('tbody tr')).toHaveCount(3);
  await expect(jobs.locator('tbody tr').first()).toContainText(`#${newJob.id.slice(-6).toUpperCase()}`);
  await expect(jobs.locator('tbody tr').first()).toContainText('E re');
  await expect(jobs.locator('tbody tr').nth(1)).toContainText('70,10 €');

  // The message menu's links, read and not followed.
  await page.getByRole('button', { name: 'Kontakto' }).click();
  const menu = page.getByRole('menu');
  const greeting = encodeURIComponent('Përshëndetje Blerta Kastrati,');
  await expect(menu.getByRole('menuitem', { name: 'Telefono' })).toHaveAttribute('href', 'tel:+38344222333');
  await expect(menu.getByRole('menuitem', { name: 'SMS' })).toHaveAttribute(
    'href',
    `sms:+38344222333?body=${greeting}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'Viber' })).toHaveAttribute(
    'href',
    `viber://chat/?number=%2B38344222333&draft=${greeting}`,
  );
  await expect(menu.getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/38344222333?text=${greeting}`,
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/client-page.png`, fullPage: true });
  await page.keyboard.press('Escape');

  // A job opened from the page comes back to it, and the page back to the searched list.
  await jobs.getByRole('button', { name: `Shiko punën #${paidJob.id.slice(-6).toUpperCase()}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/pune/${paidJob.id}$`));
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page).toHaveURL(/\/dashboard\/klientet\/044222333$/);
  await expect(page.getByRole('heading', { name: 'Blerta Kastrati' })).toBeVisible();
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page).toHaveURL(/\/dashboard\/klientet$/);
  await expect(page.getByLabel('Kërko klientin')).toHaveValue('blerta');
  await expect(clients.locator('tbody tr')).toHaveCount(1);
});

test("a client's page on a phone: the jobs as cards, the message menu at hand", async ({ page }) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  await addJob(owner, worker.id, 'Arbër Dërmaku', { clientPhone: '049 888 777', deviceModel: 'Samsung Galaxy A54' });
  await addJob(owner, worker.id, 'Arbër Dërmaku', { clientPhone: '+383 49 888 777', deviceModel: 'iPad 9' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, owner, '/dashboard/klientet/049888777');

  await expect(page.getByRole('heading', { name: 'Arbër Dërmaku' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Punët e klientit' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('iPad 9');
  await expect(cards.last()).toContainText('Samsung Galaxy A54');
  await expect(page.getByRole('table', { name: 'Punët e klientit' })).toBeHidden();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Kontakto' }).click();
  await expect(page.getByRole('menuitem', { name: 'WhatsApp' })).toBeVisible();
  // The menu opened all the way (its fade finished) before the picture.
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/client-page-phone.png`, fullPage: true });
});
