import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  clientTicketCode,
  type JobCreatedResponse,
  type JobRequest,
  type PartSavedResponse,
  type ProfitReportResponse,
} from '@repair-shop/contracts';
import { addWorker, callServer, createShopOwner, giveLogin, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { cmToPt, pdfPageSizes } from '../support/pdf';

const CLIENT = 'Qëndrim Çeku';
const PART = { name: 'Bateri iPhone 12', code: `990${Date.now()}`, costPrice: 12, salePrice: 25.5, quantity: 3 };
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Chromium rounds a PDF page to whole points: within 1 pt is the exact size. */
function expectWidthCm(size: { width: number }, widthCm: number): void {
  expect(Math.abs(size.width - cmToPt(widthCm))).toBeLessThanOrEqual(1);
}

/** The cells of a table row, as text. */
const cellsOf = (page: Page, table: string, row: RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row', { name: row }).getByRole('cell');

test("the day close: the money by method, the gross profit and the payments, printed at 80 mm and A4; the month's profit; the jobs' CSV", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  await callServer<PartSavedResponse>(baseUrl(), 'POST', '/parts', PART, owner.token);
  // The client brings the phone in: 40 € of work, 20 € paid at once in cash.
  const request: JobRequest = {
    workerId: worker.id,
    clientName: CLIENT,
    clientPhone: '044 765 432',
    deviceModel: 'iPhone 12',
    deviceImei: '356938035643809',
    deviceCode: '0000',
    workDescription: 'Bateria nuk mban',
    estimatedPrice: 40,
    deposit: { amount: 20, method: 'cash' },
  };
  const { job } = await callServer<JobCreatedResponse>(baseUrl(), 'POST', '/jobs', request, owner.token);
  const ticket = clientTicketCode(job.id);

  await signIn(page, owner);

  // The day so far: the deposit.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Mbyllja e ditës' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mbyllja$/);
  await expect(page.getByRole('heading', { name: 'Mbyllja e ditës' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Hyrje' })).toContainText('20,00 €');

  // From the day's payment to its job: the part used, the rest paid by card, completed.
  await page.getByRole('table', { name: 'Pagesat e ditës' }).getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();
  const parts = page.getByRole('region', { name: 'Pjesët e përdorura' });
  await parts.getByRole('button', { name: 'Shto pjesë' }).click();
  const picker = page.getByRole('dialog', { name: 'Shto pjesë në punë' });
  await picker.getByRole('searchbox', { name: 'Kërko pjesën' }).fill(PART.code);
  await picker.getByRole('searchbox', { name: 'Kërko pjesën' }).press('Enter');
  await expect(picker.getByText('Në stok: 3')).toBeVisible();
  await picker.getByRole('button', { name: 'Shto në punë' }).click();
  await expect(page.getByText('Pjesa u shtua në punë.')).toBeVisible();
  const money = page.getByRole('region', { name: 'Pagesat' });
  await expect(money.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('45,50 €');
  await money.getByRole('button', { name: 'Merr pagesë' }).click();
  const payment = page.getByRole('dialog', { name: 'Merr pagesë' });
  await expect(payment.getByLabel('Shuma')).toHaveValue('45,50');
  await payment.getByText('Kartelë').click();
  await payment.getByRole('button', { name: 'Regjistro pagesën' }).click();
  await expect(page.getByText('Pagesa u regjistrua.')).toBeVisible();
  await expect(money.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('0,00 €');
  const statuses = page.getByRole('group', { name: 'Ndrysho statusin' });
  await statuses.getByRole('button', { name: 'Përfunduar' }).click();
  await expect(statuses.getByRole('button', { name: 'Përfunduar' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the day close: what it held before is asked again.
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mbyllja$/);
  await expect(page.getByRole('group', { name: 'Hyrje' })).toContainText('65,50 €');
  await expect(page.getByRole('group', { name: 'Dalje' })).toContainText('0,00 €');
  await expect(page.getByRole('group', { name: 'Neto' })).toContainText('65,50 €');
  const byMethod = 'Sipas mënyrës së pagesës';
  await expect(cellsOf(page, byMethod, /^Para në dorë/)).toHaveText(['Para në dorë', '20,00 €', '0,00 €', '20,00 €']);
  await expect(cellsOf(page, byMethod, /^Kartelë/)).toHaveText(['Kartelë', '45,50 €', '0,00 €', '45,50 €']);
  await expect(cellsOf(page, byMethod, /^Transfer bankar/)).toHaveText([
    'Transfer bankar',
    '0,00 €',
    '0,00 €',
    '0,00 €',
  ]);
  await expect(page.getByRole('group', { name: 'Punë të pranuara' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Punë të përfunduara' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Pjesë të përdorura' })).toContainText('1 copë');
  await expect(page.getByRole('group', { name: 'Fitimi bruto' })).toContainText('53,50 €');
  await expect(page.getByRole('group', { name: 'Fitimi bruto' })).toContainText(
    '65,50 € të ardhura, 12,00 € kosto e pjesëve',
  );
  const lines = page.getByRole('table', { name: 'Pagesat e ditës' }).getByRole('row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1).getByRole('cell').nth(1)).toHaveText(ticket);
  await expect(lines.nth(1).getByRole('cell').filter({ hasText: CLIENT })).toHaveCount(1);
  await expect(lines.nth(1)).toContainText('Paradhënie');
  await expect(lines.nth(1)).toContainText('Para në dorë');
  await expect(lines.nth(1)).toContainText('Arben Krasniqi');
  await expect(lines.nth(1)).toContainText('20,00 €');
  await expect(lines.nth(2)).toContainText('Pagesë');
  await expect(lines.nth(2)).toContainText('Kartelë');
  await expect(lines.nth(2)).toContainText('45,50 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/day-close.png`, fullPage: true });

  // Printed on the receipt printer's roll: one page, 80 mm wide.
  await page.getByRole('button', { name: 'Printo 80 mm' }).click();
  await expect(page).toHaveURL(/\/print\/day-close\/\d{4}-\d{2}-\d{2}\?letra=80mm$/);
  const receipt = page.getByRole('article', { name: 'Mbyllja e ditës' });
  await expect(receipt).toHaveAttribute('data-width-mm', '80');
  await expect(receipt.getByTestId('day-net')).toHaveText('65,50 €');
  await expect(receipt.getByTestId('day-gross-profit')).toHaveText('53,50 €');
  await expect(receipt.getByRole('list', { name: 'Pagesat e ditës' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('style[data-print-page^="80mm "]')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/day-close-80mm.png`, fullPage: true });
  const roll = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(roll).toHaveLength(1);
  expectWidthCm(roll[0], 8);
  const receiptHeightMm = ((await receipt.boundingBox())?.height ?? 0) / (96 / 25.4);
  expect(roll[0].height).toBeGreaterThanOrEqual(cmToPt(receiptHeightMm / 10) - 1);

  // And on A4, chosen on the same page.
  // The choice changes the address, which draws the page again: click, then check what it became.
  await page.getByRole('radio', { name: 'A4' }).click();
  await expect(page).toHaveURL(/\?letra=a4$/);
  await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
  const sheet = page.getByRole('article', { name: 'Mbyllja e ditës' });
  await expect(sheet.getByRole('table', { name: 'Paratë sipas mënyrës së pagesës' })).toContainText('Kartelë45,50 €');
  await expect(sheet.getByRole('table', { name: 'Punët e përfunduara' })).toContainText('Fitimi bruto53,50 €');
  await expect(sheet.getByRole('table', { name: 'Pagesat e ditës' })).toContainText(CLIENT);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/day-close-a4.png`, fullPage: true });
  const a4 = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(a4.length).toBeGreaterThan(0);
  for (const size of a4) {
    expectWidthCm(size, 21);
    expect(Math.abs(size.height - cmToPt(29.7))).toBeLessThanOrEqual(1);
  }

  // The month's profit in Statistikat: this month's row and the worker's, as the server summed them.
  await page.getByRole('button', { name: 'Kthehu' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mbyllja/);
  await page.getByRole('tab', { name: 'Statistikat' }).click();
  const profit = await callServer<ProfitReportResponse>(baseUrl(), 'GET', '/reports/profit', undefined, owner.token);
  const thisMonth = profit.months[profit.months.length - 1];
  expect(thisMonth).toMatchObject({ jobsCompleted: 1, revenue: 65.5, partsCost: 12, profit: 53.5 });
  const monthRow = page.getByRole('table', { name: 'Fitimi sipas muajve' }).getByRole('row').last();
  await expect(monthRow.getByRole('cell')).toHaveText([
    /^\p{Lu}\p{Ll}+ \d{4}$/u,
    '1',
    '40,00 €',
    '25,50 €',
    '65,50 €',
    '12,00 €',
    '53,50 €',
  ]);
  await expect(cellsOf(page, 'Fitimi sipas punëtorëve', /Besnik Gashi/)).toHaveText([
    'Besnik Gashi',
    '1',
    '65,50 €',
    '12,00 €',
    '53,50 €',
  ]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profit.png`, fullPage: true });

  // The jobs' CSV: a range the wrong way round is refused in Albanian; this month's file holds the client.
  const exportForm = page.getByRole('region', { name: 'Eksporto' });
  const from = await exportForm.getByLabel('Nga data').inputValue();
  const to = await exportForm.getByLabel('Deri më').inputValue();
  await exportForm.getByLabel('Deri më').fill('2020-01-01');
  await exportForm.getByRole('button', { name: 'Punët' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  await expect(exportForm.getByText('Kjo datë nuk mund të jetë para datës «Nga data».')).toBeVisible();
  await exportForm.getByLabel('Deri më').fill(to);
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Punët' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`punet-${from}-${to}.csv`);
  await expect(page.getByText(`Skedari punet-${from}-${to}.csv u shkarkua.`)).toBeVisible();
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual(UTF8_BOM);
  const text = csv.subarray(3).toString('utf8');
  expect(text.split('\n')[0]).toContain('Klienti');
  expect(text).toContain(CLIENT);
  expect(text).toContain(ticket);

  // On a phone the day close fits the screen's width (its tables scroll by themselves).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/mbyllja?dita=${to}`);
  await expect(page.getByRole('group', { name: 'Fitimi bruto' })).toContainText('53,50 €');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/day-close-phone.png`, fullPage: true });

  // A technician sees none of it: no tabs, the URLs lead back to the jobs, the print page says why.
  const technician = await giveLogin(owner, await addWorker(owner, 'Teuta'), 'technician');
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, technician);
  await staff.goto('/dashboard');
  await expect(staff.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  for (const hidden of ['Mbyllja e ditës', 'Statistikat'])
    await expect(staff.getByRole('tab', { name: hidden })).toHaveCount(0);
  await staff.goto('/dashboard/mbyllja');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.goto('/dashboard/statistikat');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(staff.getByRole('region', { name: 'Eksporto' })).toHaveCount(0);
  await staff.goto(`/print/day-close/${to}?letra=a4`);
  await expect(staff.getByText('Mbyllja e ditës është vetëm për pronarin dhe menaxherët.')).toBeVisible();
  await expect(staff.getByRole('article')).toHaveCount(0);
  await context.close();
});
