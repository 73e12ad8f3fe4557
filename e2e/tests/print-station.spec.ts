import { mkdir, writeFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { clientTicketCode, type PrintStationResponse } from '@repair-shop/contracts';
import { addJob, addWorker, createShopOwner, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { cmToPt, pdfPageSizes } from '../support/pdf';
import { pdfText } from '../support/pdf-text';

const CLIENT = 'Ëndrit Çela';
const STATION_KEY = 'printStation';
const LINK_SPENT = 'Kjo lidhje çiftimi nuk vlen më: është përdorur ose ka skaduar. Kërkoni një të re nga dyqani.';

/** What the station page handed to window.print(): the document drawn at that moment. */
interface PrintCall {
  document: string | null;
  size: string | null;
  copies: string | null;
}

/** Chromium rounds a PDF page to whole points: within 1 pt is the exact size. */
function expectSize(size: { width: number; height: number }, widthCm: number, heightCm: number): void {
  expect(Math.abs(size.width - cmToPt(widthCm))).toBeLessThanOrEqual(1);
  expect(Math.abs(size.height - cmToPt(heightCm))).toBeLessThanOrEqual(1);
}

const printCalls = (page: Page): Promise<PrintCall[]> =>
  page.evaluate(() => (window as unknown as { __printCalls: PrintCall[] }).__printCalls);

/** The station's page as Chromium prints it (print media, @page sizes), kept with the screenshots. */
async function printedPdf(page: Page, file: string): Promise<Buffer> {
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(`${SCREENSHOT_DIR}/${file}`, pdf);
  return pdf;
}

test('a phone sends a 10×4 label and an invoice to the counter’s paired browser, which prints each at its exact size and reports it; the sender sees it; the station’s credential opens nothing else', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, CLIENT);
  const ticket = clientTicketCode(job.id);
  const contextOptions = { baseURL, locale: 'sq-AL', timezoneId: 'Europe/Belgrade' };

  // The owner, on a phone: "Printerët" in the Business tab, a station named Banaku and its pairing link.
  const phone = await browser.newContext({ ...contextOptions, viewport: { width: 390, height: 844 } });
  const shop = await phone.newPage();
  await signIn(shop, owner);
  await shop.goto('/dashboard/biznesi');
  const card = shop.getByRole('region', { name: 'Printerët' });
  await expect(card.getByText('Nuk keni shtuar ende asnjë printer.')).toBeVisible();
  await card.getByRole('button', { name: 'Shto printer' }).click();
  await shop.getByRole('textbox', { name: /Emri i printerit/ }).fill('Banaku');
  await shop.getByRole('button', { name: 'Shto dhe merr lidhjen' }).click();
  const linkField = shop.getByRole('textbox', { name: 'Lidhja e çiftimit' });
  const pairingUrl = await linkField.inputValue();
  expect(pairingUrl).toMatch(/\/print\/pair\/[A-Za-z0-9_-]{43}$/);
  await expect(shop.getByRole('button', { name: 'Kopjo lidhjen' })).toBeVisible();
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/print-station-pairing-link-phone.png`, animations: 'disabled' });
  await shop.getByRole('dialog').getByRole('button', { name: 'Mbyll', exact: true }).click();
  await expect(card.getByRole('listitem', { name: 'Banaku' })).toContainText('Pa çiftuar');

  // The counter's computer: another browser, where printing is recorded instead of opening a dialog.
  const counter = await browser.newContext(contextOptions);
  await counter.addInitScript(() => {
    const calls: PrintCall[] = [];
    (window as unknown as { __printCalls: PrintCall[] }).__printCalls = calls;
    window.print = () => {
      const drawn = document.querySelector('.station-document');
      calls.push({
        document: drawn?.getAttribute('data-document') ?? null,
        size: drawn?.getAttribute('data-size') ?? null,
        copies: drawn?.getAttribute('data-copies') ?? null,
      });
    };
  });
  const station = await counter.newPage();
  // Each report ("printed") waits until the test has printed the page to a PDF: until then the document stays drawn.
  const reports: Route[] = [];
  await station.route('**/api/station/jobs/*/done', (route) => void reports.push(route));
  await station.goto(new URL(pairingUrl).pathname);
  await expect(station).toHaveURL(/\/print\/station$/);
  await expect(station.getByText('Ky shfletues tani printon për «Banaku» të dyqanit «Servisi Arben».')).toBeVisible();
  await expect(station.getByRole('heading', { name: 'Banaku' })).toBeVisible();
  await expect(station.getByRole('status', { name: 'Lidhja: Lidhur' })).toBeVisible();
  const stored = await station.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(stored)).toEqual([STATION_KEY]);
  const credential = (JSON.parse(stored[STATION_KEY]) as { token: string }).token;

  // The link worked once: opened again, it says so in Albanian.
  const again = await phone.newPage();
  await again.goto(new URL(pairingUrl).pathname);
  await expect(again.getByText(LINK_SPENT)).toBeVisible();
  await again.close();

  // The phone sends the job's label: 10×4, twice by default.
  await shop.goto(`/dashboard/pune/${job.id}`);
  await shop.getByRole('button', { name: 'Dërgo në printer' }).click();
  const dialog = shop.getByRole('dialog', { name: 'Dërgo në printer' });
  await expect(dialog.getByRole('combobox', { name: 'Printeri' })).toHaveValue('Banaku');
  await expect(dialog.getByRole('radio', { name: 'Etiketa' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '10cm x 4cm (standard)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Dëftesa e pagesës' })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Kopje' })).toHaveValue('2');
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/print-station-send-phone.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Dërgo' }).click();
  await expect(dialog).toBeHidden();
  const sent = shop.getByRole('list', { name: 'Dokumentet e dërguara' });
  await expect(sent.getByRole('listitem', { name: 'Etiketa 10×4 cm' })).toContainText(
    /(Në pritje|Po printohet) në Banaku/,
  );

  // The station draws it at once (the event stream), prints it, and reports it once the PDF is taken.
  await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
  expect(await printCalls(station)).toEqual([{ document: 'label', size: '10x4', copies: '2' }]);
  await expect(station.getByRole('listitem', { name: `Etiketa 10×4 cm · ${ticket}` })).toHaveAttribute(
    'data-state',
    'printing',
  );
  const labelPdf = await printedPdf(station, 'print-station-label-10x4.pdf');
  const labelPages = pdfPageSizes(labelPdf);
  expect(labelPages).toHaveLength(2);
  for (const size of labelPages) expectSize(size, 10, 4);
  const labelText = pdfText(labelPdf);
  expect(labelText).toContain(CLIENT);
  expect(labelText).toContain(ticket);
  await reports.shift()!.continue();
  await expect(station.getByRole('listitem', { name: `Etiketa 10×4 cm · ${ticket}` })).toHaveAttribute(
    'data-state',
    'printed',
  );
  await expect(sent.getByRole('listitem', { name: 'Etiketa 10×4 cm' })).toContainText(/Printuar në Banaku, \d\d:\d\d/);

  // Then the invoice: one A4 page.
  await shop.getByRole('button', { name: 'Dërgo në printer' }).click();
  await dialog.getByRole('radio', { name: 'Fatura' }).check();
  await expect(dialog.getByText('Fatura printohet në letër A4.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Dërgo' }).click();
  await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
  expect((await printCalls(station)).at(-1)).toEqual({ document: 'invoice', size: 'A4', copies: '1' });
  const invoicePdf = await printedPdf(station, 'print-station-invoice-a4.pdf');
  const invoicePages = pdfPageSizes(invoicePdf);
  expect(invoicePages).toHaveLength(1);
  expectSize(invoicePages[0], 21, 29.7);
  const invoiceText = pdfText(invoicePdf);
  expect(invoiceText).toContain('FATURË');
  expect(invoiceText).toContain(CLIENT);
  await reports.shift()!.continue();
  await expect(station.getByRole('listitem', { name: `Fatura A4 · ${ticket}` })).toHaveAttribute(
    'data-state',
    'printed',
  );
  await expect(station.getByRole('listitem', { name: `Fatura A4 · ${ticket}` })).toContainText(/Printuar në \d\d:\d\d/);
  await station.screenshot({ path: `${SCREENSHOT_DIR}/print-station-queue.png`, fullPage: true });
  await expect(sent.getByRole('listitem', { name: 'Fatura A4' })).toContainText(/Printuar në Banaku, \d\d:\d\d/);
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/print-station-sent-phone.png`, fullPage: true });
  expect(await printCalls(station)).toHaveLength(2);

  // From the job list on the phone, the printer offers the station too, as the job's page does: an 8×3 label.
  await shop.goto('/dashboard');
  const jobCard = shop.getByRole('list', { name: 'Lista e punëve' }).getByRole('listitem').filter({ hasText: CLIENT });
  await jobCard.getByRole('button', { name: `Printo për ${CLIENT}` }).click();
  await expect(shop.getByRole('menuitem', { name: 'Printo etiketën nga ky shfletues' })).toBeVisible();
  await shop.screenshot({ path: `${SCREENSHOT_DIR}/print-station-list-menu-phone.png`, animations: 'disabled' });
  await shop.getByRole('menuitem', { name: 'Dërgo në printerin e banakut…' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Printeri' })).toHaveValue('Banaku');
  await dialog.getByRole('radio', { name: '8cm x 3cm' }).check();
  await dialog.getByRole('button', { name: 'Dërgo' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(1);
  expect((await printCalls(station)).at(-1)).toEqual({ document: 'label', size: '8x3', copies: '2' });
  const smallLabels = pdfPageSizes(await printedPdf(station, 'print-station-label-8x3.pdf'));
  expect(smallLabels).toHaveLength(2);
  for (const size of smallLabels) expectSize(size, 8, 3);
  await reports.shift()!.continue();
  await expect(station.getByRole('listitem', { name: `Etiketa 8×3 cm · ${ticket}` })).toHaveAttribute(
    'data-state',
    'printed',
  );

  // The shop sees the station paired and seen, nothing waiting.
  const stations = (await (
    await fetch(`${baseUrl()}/api/print-stations`, { headers: { Authorization: `Bearer ${owner.token}` } })
  ).json()) as PrintStationResponse[];
  expect(stations).toEqual([
    expect.objectContaining({ name: 'Banaku', paired: true, waiting: 0, lastSeenAt: expect.any(String) }),
  ]);

  // The station's credential opens the station's routes and nothing else.
  const call = (method: string, path: string) =>
    fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
  expect((await call('GET', '/station')).status).toBe(200);
  for (const [method, path] of [
    ['GET', '/jobs'],
    ['GET', '/clients'],
    ['GET', `/jobs/${job.id}`],
    ['POST', `/jobs/${job.id}/print`],
    ['GET', '/print-stations'],
    ['GET', '/business'],
    ['GET', '/user/profile'],
  ]) {
    const response = await call(method, path);
    expect([method, path, response.status, ((await response.json()) as { code?: string }).code]).toEqual([
      method,
      path,
      403,
      'STATION_FORBIDDEN',
    ]);
  }

  await counter.close();
  await phone.close();
});
