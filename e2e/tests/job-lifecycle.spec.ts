import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '@repair-shop/contracts';
import {
  addJob,
  addPayment,
  addWorker,
  callServer,
  createShopOwner,
  markWelcomeSeen,
  signIn,
  setJobStatus,
  type ShopOwner,
} from '../support/api';
import { makeJobWait, receivedDaysAgo } from '../support/database';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** A shop of its own for each test, its owner past the welcome banner, with one worker. */
async function newShop(): Promise<{ owner: ShopOwner; workerId: string }> {
  const owner = await markWelcomeSeen(await createShopOwner());
  const worker = await addWorker(owner);
  return { owner, workerId: worker.id };
}

async function openDashboard(page: Page, owner: ShopOwner, path = '/dashboard'): Promise<void> {
  await signIn(page, owner);
  await page.goto(path);
}

const imei = (index: number): string => {
  const body = `35693803564${String(index).padStart(3, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/** The client names of the table's rows, top to bottom (wide screens). */
const tableClients = (page: Page) =>
  page.getByRole('table', { name: 'Lista e punëve' }).locator('tbody tr td:nth-child(2) p:first-child');
/** Today's counter of a status, by what it says ("E re: 2"). */
const counter = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Punët e sotme sipas statusit' }).getByRole('listitem', { name: label });
const views = (page: Page) => page.getByRole('radiogroup', { name: 'Cilat punë shfaqen' });

test('an owner cancels a job with a reason: it leaves the counters and the default list, shows in "Të gjitha" as "Anuluar", and can be reopened', async ({
  page,
}) => {
  const { owner, workerId } = await newShop();
  await addJob(owner, workerId, 'Arta Hoxha', { clientPhone: '044 222 333', deviceImei: imei(1) });
  await addJob(owner, workerId, 'Blerim Kastrati', {
    clientPhone: '044 222 444',
    deviceImei: imei(2),
    deviceModel: 'iPhone 12',
  });
  await openDashboard(page, owner);
  await expect(page.getByRole('heading', { name: 'Punët në servis' })).toBeVisible();
  await expect(counter(page, 'E re: 2')).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Blerim Kastrati', 'Arta Hoxha']);

  await page.getByRole('button', { name: 'Shiko punën e Blerim Kastrati' }).click();
  await page.getByRole('button', { name: 'Anulo punën' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anulo punën' });
  await expect(dialog).toContainText('Puna e Blerim Kastrati (iPhone 12, bileta');
  // No reason: said next to the field, in Albanian, and nothing sent.
  await dialog.getByRole('button', { name: 'Anulo punën' }).click();
  await expect(dialog.getByText('Shkruani arsyen e anulimit.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Arsyeja e anulimit/ }).fill('  Klienti nuk pranoi çmimin  ');
  await dialog.getByRole('button', { name: 'Anulo punën' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Puna u anulua. Ajo nuk numërohet më në numrat dhe statistikat.')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Kjo punë është anuluar' });
  await expect(notice).toContainText('Arsyeja: Klienti nuk pranoi çmimin');
  await expect(notice).toContainText('nga Arben Krasniqi');
  await expect(page.getByText('Puna u anulua. Arsyeja: Klienti nuk pranoi çmimin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anulo punën' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-cancelled.png`, fullPage: true });

  // Back on the home tab: out of the counters and of the work in the shop.
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(counter(page, 'E re: 1')).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Arta Hoxha']);
  await views(page).getByText('Të gjitha').click();
  await expect(page.getByRole('heading', { name: 'Të gjitha punët' })).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Blerim Kastrati', 'Arta Hoxha']);
  const cancelledRow = page.getByRole('row').filter({ hasText: 'Blerim Kastrati' });
  await expect(cancelledRow).toContainText('Anuluar');

  // Reopened from its status buttons: back in the counters and the shop's work.
  await page.getByRole('button', { name: 'Shiko punën e Blerim Kastrati' }).click();
  await expect(page.getByText('Puna është anuluar. Zgjidhni një status për ta rihapur.')).toBeVisible();
  await page.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Në proces' }).click();
  await expect(page.getByText('Puna u rihap. Statusi u ndryshua në «Në proces».')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kjo punë është anuluar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(counter(page, 'Në proces: 1')).toBeVisible();
});

test('the owner deletes a job entered by mistake after confirming it: gone from the lists, written in the audit log; one with payments is not offered for deletion, cancelling is', async ({
  page,
}) => {
  const { owner, workerId } = await newShop();
  const paid = await addJob(owner, workerId, 'Dardan Berisha', { clientPhone: '049 300 100', deviceImei: imei(3) });
  await addPayment(owner, paid.id, { amount: 10, method: 'cash', kind: 'deposit' });
  const mistake = await addJob(owner, workerId, 'Test Gabim', {
    clientPhone: '049 999 000',
    deviceImei: imei(4),
    deviceModel: 'iPhone 12',
  });
  const ticket = mistake.id.slice(-6).toUpperCase();
  await openDashboard(page, owner);
  await expect(counter(page, 'E re: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Shiko punën e Test Gabim' }).click();
  await page.getByRole('button', { name: 'Fshi punën' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fshi punën' });
  await expect(dialog).toContainText(`Do të fshihet puna e Test Gabim — iPhone 12, bileta ${ticket}`);
  await expect(dialog).toContainText('Ky veprim nuk kthehet mbrapsht.');
  await dialog.getByRole('button', { name: 'Po, fshije përgjithmonë' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Puna u fshi. Fshirja u shënua në regjistrin e veprimeve.')).toBeVisible();
  await expect(counter(page, 'E re: 1')).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Dardan Berisha']);
  await views(page).getByText('Të gjitha').click();
  await expect(tableClients(page)).toHaveText(['Dardan Berisha']);
  await page.goto(`/dashboard/pune/${mistake.id}`);
  await expect(page.getByRole('heading', { name: 'Puna nuk u gjet.' })).toBeVisible();

  // The job with a deposit: the dialog says at once why it cannot be deleted, and offers the way out.
  await page.goto(`/dashboard/pune/${paid.id}`);
  await page.getByRole('button', { name: 'Fshi punën' }).click();
  await expect(dialog).toContainText('Kjo punë nuk mund të fshihet');
  await expect(dialog).toContainText(
    'Kjo punë ka një pagesë të regjistruar dhe nuk mund të fshihet: pagesat mbahen gjithmonë.',
  );
  await expect(dialog.getByRole('button', { name: 'Po, fshije përgjithmonë' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Anulo punën' }).click();
  await expect(page.getByRole('dialog', { name: 'Anulo punën' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Anulo punën' }).getByRole('button', { name: 'Mbyll' }).click();

  // The Business tab's audit log tells what went, and who did it.
  await page.goto('/dashboard/biznesi');
  const log = page.getByRole('region', { name: 'Regjistri i veprimeve' });
  const line = log.getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Arben Krasniqi · Fshiu një punë: Puna #${ticket}`);
  await expect(line).toContainText('Klienti: Test Gabim, 049 999 000. Pajisja: iPhone 12');
  await expect(log).toContainText('1–1 nga 1 veprime');
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-log.png`, fullPage: true });
});

test("the home tab lists the work still in the shop, today's or every job; going back from a job keeps the search, the view and the page, after a reload too; the page size is remembered", async ({
  page,
}) => {
  const { owner, workerId } = await newShop();
  // Yesterday: two still in the shop and one collected. Today: twelve in the shop, one completed, one cancelled.
  const yesterday = [
    await addJob(owner, workerId, 'Dje Në Servis 1', { clientPhone: '045 100 001', deviceImei: imei(10) }),
    await addJob(owner, workerId, 'Dje Në Servis 2', { clientPhone: '045 100 002', deviceImei: imei(11) }),
    await addJob(owner, workerId, 'Dje E Marrë', { clientPhone: '045 100 003', deviceImei: imei(12) }),
  ];
  for (const job of yesterday) await receivedDaysAgo(job.id, 1);
  await setJobStatus(owner, yesterday[2]!.id, 'completed');
  for (let index = 1; index <= 12; index += 1) {
    const job = await addJob(owner, workerId, `Sot ${String(index).padStart(2, '0')}`, {
      clientPhone: `045 200 ${100 + index}`,
      deviceImei: imei(20 + index),
    });
    if (index === 3) await setJobStatus(owner, job.id, 'ready');
  }
  const done = await addJob(owner, workerId, 'Sot E Mbaruar', { clientPhone: '045 300 001', deviceImei: imei(40) });
  await setJobStatus(owner, done.id, 'completed');
  const cancelled = await addJob(owner, workerId, 'Sot E Anuluar', {
    clientPhone: '045 300 002',
    deviceImei: imei(41),
  });
  await setJobStatus(owner, cancelled.id, 'cancelled', 'U regjistrua dy herë');

  await openDashboard(page, owner);
  // Today's counters: 11 new, 1 ready, 1 completed; the cancelled one in none.
  await expect(counter(page, 'E re: 11')).toBeVisible();
  await expect(counter(page, 'Gati: 1')).toBeVisible();
  await expect(counter(page, 'Përfunduar: 1')).toBeVisible();
  // By default the work in the shop: 12 of today and 2 of yesterday, newest first, asked of the server as such.
  await expect(views(page).getByRole('radio', { name: 'Në servis' })).toBeChecked();
  await expect(page.getByText('1–10 nga 14 punë')).toBeVisible();
  await expect(tableClients(page).first()).toHaveText('Sot 12');
  const second = page.waitForRequest(
    (request) =>
      /\/api\/jobs\?(.*&)?status=new%2Cin_process%2Cready/.test(request.url()) && /offset=10/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await second;
  await expect(tableClients(page)).toHaveText(['Sot 02', 'Sot 01', 'Dje Në Servis 2', 'Dje Në Servis 1']);

  await views(page).getByText('Të sotmet').click();
  await expect(page.getByRole('heading', { name: 'Punët e sotme' })).toBeVisible();
  await expect(page.getByText('1–10 nga 14 punë')).toBeVisible();
  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await expect(tableClients(page)).toHaveText(['Sot 04', 'Sot 03', 'Sot 02', 'Sot 01']);
  await views(page).getByText('Të gjitha').click();
  await expect(page.getByText('1–10 nga 17 punë')).toBeVisible();

  // A search in every job, on its second page; a job opened from there and back: all as it was.
  await page.getByLabel('Kërko').fill('sot');
  await expect(page.getByText('1–10 nga 14 punë')).toBeVisible();
  await page.getByRole('button', { name: 'Faqja 2' }).click();
  await expect(page.getByText('11–14 nga 14 punë')).toBeVisible();
  await page.getByRole('button', { name: 'Shiko punën e Sot 02' }).click();
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page.getByLabel('Kërko')).toHaveValue('sot');
  await expect(views(page).getByRole('radio', { name: 'Të gjitha' })).toBeChecked();
  await expect(page.getByText('11–14 nga 14 punë')).toBeVisible();

  // Through a print page and the browser's back button, and a reload of the job first: still there.
  await page.getByRole('button', { name: 'Shiko punën e Sot 01' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Printo etiketën' }).click();
  await expect(page).toHaveURL(/\/print\/label\//);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Kërko')).toHaveValue('sot');
  await expect(page.getByText('11–14 nga 14 punë')).toBeVisible();
  await expect(tableClients(page)).toHaveText(['Sot 04', 'Sot 03', 'Sot 02', 'Sot 01']);

  // The page size is remembered across visits.
  await page.getByRole('combobox', { name: 'Punë për faqe' }).click();
  await page.getByRole('option', { name: '50 punë' }).click();
  await expect(page.getByText('1–14 nga 14 punë')).toBeVisible();
  const later = await page.context().newPage();
  await openDashboard(later, owner);
  await expect(later.getByRole('combobox', { name: 'Punë për faqe' })).toHaveValue('50 punë');
  // A new tab starts from the work in the shop.
  await expect(later.getByText('1–14 nga 14 punë')).toBeVisible();
  await expect(views(later).getByRole('radio', { name: 'Në servis' })).toBeChecked();
  await later.close();
});

test('on a phone the first job of the list is in view without scrolling, under the counters and the filters', async ({
  browser,
}) => {
  const { owner, workerId } = await newShop();
  await callServer(
    baseUrl(),
    'POST',
    '/parts',
    { name: 'Bateri iPhone 11', costPrice: 10, salePrice: 25, quantity: 1, lowStockLevel: 2 },
    owner.token,
  );
  const jobs = [];
  for (let index = 1; index <= 6; index += 1)
    jobs.push(
      await addJob(owner, workerId, `Klienti ${index}`, {
        clientPhone: `044 500 ${100 + index}`,
        deviceImei: imei(60 + index),
      }),
    );
  // A device ready and not collected for ten days: "Kërkon vëmendje" is shown too, as one line.
  await setJobStatus(owner, jobs[0]!.id, 'ready');
  await makeJobWait(jobs[0]!.id, 10);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
    baseURL: baseUrl(),
  });
  const page = await phone.newPage();
  await openDashboard(page, owner);
  const cards = page.getByRole('list', { name: 'Lista e punëve' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Klienti 6');
  // The parts running low are shown too (the owner's), and still the first job fits.
  await expect(page.getByRole('region', { name: 'Stok i ulët' })).toBeVisible();
  await expect(counter(page, 'E re: 5')).toBeVisible();
  const attention = page.getByRole('region', { name: 'Kërkon vëmendje' });
  await expect(attention.getByRole('button', { name: 'Shfaq' })).toBeVisible();
  const box = await cards.first().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The five counters are all on the screen, in two short rows at most.
  const counters = page.getByRole('list', { name: 'Punët e sotme sipas statusit' }).getByRole('listitem');
  const boxes = await counters.evaluateAll((items) =>
    items
      .map((item) => item.getBoundingClientRect())
      .map(({ top, left, right }) => ({ top: Math.round(top), left, right })),
  );
  expect(boxes).toHaveLength(5);
  expect(new Set(boxes.map((box) => box.top)).size).toBeLessThanOrEqual(2);
  for (const box of boxes) expect(box.left >= 0 && box.right <= 390).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-phone.png` });
  // Opened, it lists the device waiting with its reminders.
  await attention.getByRole('button', { name: 'Shfaq' }).click();
  await expect(attention).toContainText('Klienti 1');
  await phone.close();
});
