import type { Page } from '@playwright/test';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { cmToPt, pdfPageSizes } from '../support/pdf';

const stamp = Date.now();
const OWNER = {
  firstName: 'Arta',
  lastName: 'Morina',
  email: `arta-${stamp}@example.com`,
  password: 'servisi-im-2026',
};

/** Chromium rounds a PDF page to whole points, then to 1/300 inch: within 1 pt is the exact size. */
function expectSize(size: { width: number; height: number }, widthCm: number, heightCm: number): void {
  expect(Math.abs(size.width - cmToPt(widthCm))).toBeLessThanOrEqual(1);
  expect(Math.abs(size.height - cmToPt(heightCm))).toBeLessThanOrEqual(1);
}

async function addJob(
  page: Page,
  job: { client: string; phone: string; device: string; imei: string; problem: string },
) {
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByRole('combobox', { name: 'Punëtori' }).click();
  await page.getByRole('option', { name: 'Besnik Gashi' }).click();
  await dialog.getByLabel('Emri i klientit').fill(job.client);
  await dialog.getByLabel('Telefoni i klientit').fill(job.phone);
  await dialog.getByLabel('Modeli i pajisjes').fill(job.device);
  await dialog.getByLabel('IMEI').fill(job.imei);
  await dialog.getByLabel('Përshkrimi i problemit').fill(job.problem);
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("a new shop owner's whole day", async ({ page }) => {
  test.setTimeout(120_000);

  // Register: a different confirmation is refused without a call.
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Emri', exact: true }).fill(OWNER.firstName);
  await page.getByLabel('Mbiemri').fill(OWNER.lastName);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel(/^Fjalëkalimi/).fill(OWNER.password);
  await page.getByLabel('Konfirmo fjalëkalimin').fill('tjeter-fjalekalim');
  await page.getByRole('button', { name: 'Regjistrohu' }).click();
  await expect(page.getByText('Fjalëkalimet nuk përputhen')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Konfirmo fjalëkalimin').fill(OWNER.password);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/register.png` });
  await page.getByRole('button', { name: 'Regjistrohu' }).click();

  // Automatic login, then the business with a country and a city.
  await expect(page).toHaveURL(/\/business-register$/);
  await page.getByLabel('Emri i biznesit').fill('Servisi Arta');
  await page.getByLabel('Numri kontaktues').fill('044 555 666');
  await expect(page.getByRole('combobox', { name: 'Qyteti' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Shteti' }).click();
  await page.getByRole('option', { name: 'Kosovë' }).click();
  await page.getByRole('combobox', { name: 'Qyteti' }).click();
  await page.getByRole('option', { name: 'Prizren' }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/business-register.png` });
  await page.getByRole('button', { name: 'Regjistro biznesin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Mirë se vini në Servisi, ${OWNER.firstName}!`)).toBeVisible();
  await expect(page.getByText('30 ditë të mbetura')).toBeVisible();

  // The welcome banner, once dismissed, stays dismissed (the server knows).
  await page.getByRole('button', { name: 'Mbyll mesazhin e mirëseardhjes' }).click();
  await expect(page.getByText(`Mirë se vini në Servisi, ${OWNER.firstName}!`)).toBeHidden();

  // Without workers, a job cannot be added.
  await expect(page.getByRole('button', { name: 'Shto punë', exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'Punëtorët' }).click();
  await page.getByRole('button', { name: 'Shto punëtor', exact: true }).click();
  const workerDialog = page.getByRole('dialog', { name: 'Shto punëtor' });
  await workerDialog.getByRole('textbox', { name: 'Emri', exact: true }).fill('Besnik');
  await workerDialog.getByLabel('Mbiemri').fill('Gashi');
  await workerDialog.getByLabel('Numri i telefonit').fill('049 111 222');
  await workerDialog.getByRole('button', { name: 'Shto punëtorin' }).click();
  await expect(page.getByText('Punëtori u shtua me sukses!')).toBeVisible();
  await expect(page.getByText('Besnik Gashi')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/workers.png`, fullPage: true });

  // Two jobs.
  await page.getByRole('tab', { name: 'Ballina' }).click();
  await addJob(page, {
    client: 'Drita Berisha',
    phone: '045 987 654',
    device: 'iPhone 13',
    imei: '356938035643809',
    problem: 'Ekrani i thyer',
  });
  await addJob(page, {
    client: 'Genc Hoxha',
    phone: '044 222 333',
    device: 'Samsung Galaxy S23',
    imei: '490154203237518',
    problem: 'Bateria nuk mban',
  });
  const table = page.getByRole('table');
  await expect(table.getByText('Drita Berisha')).toBeVisible();
  await expect(table.getByText('Genc Hoxha')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard.png`, fullPage: true });

  // Search by name, by phone and by IMEI; emptying the search shows both again.
  const search = page.getByLabel('Kërko');
  await search.fill('Drita');
  await expect(table.getByText('Genc Hoxha')).toBeHidden();
  await expect(table.getByText('Drita Berisha')).toBeVisible();
  await search.fill('044 222');
  await expect(table.getByText('Drita Berisha')).toBeHidden();
  await expect(table.getByText('Genc Hoxha')).toBeVisible();
  await search.fill('356938');
  await expect(table.getByText('Genc Hoxha')).toBeHidden();
  await expect(table.getByText('Drita Berisha')).toBeVisible();
  await page.getByRole('button', { name: 'Fshi kërkimin' }).click();
  await expect(table.getByText('Genc Hoxha')).toBeVisible();

  // The job detail: every status, in any order, and a message.
  await page.getByRole('button', { name: 'Shiko punën e Drita Berisha' }).click();
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();
  const statuses = page.getByRole('group', { name: 'Ndrysho statusin' });
  for (const status of ['Në proces', 'Gati', 'Nuk rregullohet', 'E re', 'Përfunduar']) {
    await statuses.getByRole('button', { name: status }).click();
    await expect(page.getByText(`Statusi u ndryshua në «${status}»`).first()).toBeVisible();
    await expect(statuses.getByRole('button', { name: status })).toHaveAttribute('aria-pressed', 'true');
  }
  const composer = page.getByLabel('Mesazh i ri');
  await composer.fill('   ');
  await composer.press('Enter');
  await composer.fill('Klienti u njoftua me telefon.');
  await composer.press('Enter');
  await expect(page.getByText('Klienti u njoftua me telefon.')).toBeVisible();
  // The price is set on the job, where the change is signed in its history.
  await page.getByRole('button', { name: 'Ndrysho: Çmimi i punës (pa pjesët)' }).click();
  await page.getByLabel('Çmimi i punës (pa pjesët)').fill('35,50');
  await page.getByRole('button', { name: 'Ruaj', exact: true }).click();
  await expect(page.getByText('Çmimi: pa çmim → 35,50 €')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-detail.png`, fullPage: true });

  // The label, at its standard size, printed exactly 10 cm x 4 cm.
  await page.getByRole('button', { name: 'Printo etiketën' }).click();
  await expect(page).toHaveURL(/\/print\/label\//);
  const label = page.getByRole('article', { name: /^Etiketa / }).first();
  await expect(label).toContainText('Drita Berisha');
  await expect(label).toContainText('Servisi Arta');
  await expect(label.locator('img, canvas').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/label.png` });
  const labelPdf = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(labelPdf.length).toBeGreaterThan(0);
  for (const size of labelPdf) expectSize(size, 10, 4);
  await page.getByRole('radio', { name: '8cm x 3cm' }).check();
  for (const size of pdfPageSizes(await page.pdf({ preferCSSPageSize: true }))) expectSize(size, 8, 3);

  // The invoice: A4, its number, and the job's price, which it only shows: nothing there writes to the server.
  const jobId = page.url().split('/').pop() as string;
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`/print/invoice/${jobId}`);
  const invoice = page.getByRole('article', { name: 'Fatura' });
  await expect(invoice).toContainText(`Nr. ${jobId.slice(-6).toUpperCase()}`);
  await expect(invoice).toContainText('Drita Berisha');
  await expect(invoice.getByTestId('invoice-labour-price')).toHaveText('35,50 €');
  await expect(invoice.getByTestId('invoice-total')).toHaveText('35,50 €');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await invoice.click();
  await page.keyboard.type('99');
  await page.getByRole('button', { name: 'Printo' }).focus();
  await page.waitForTimeout(1_000);
  expect(writes).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/invoice.png`, fullPage: true });
  for (const size of pdfPageSizes(await page.pdf({ preferCSSPageSize: true }))) expectSize(size, 21, 29.7);

  // The clients tab: every client, and the top clients by jobs and by money spent on completed jobs.
  await page.goto('/dashboard/klientet');
  const clients = page.getByRole('table', { name: 'Lista e klientëve' });
  await expect(clients).toContainText('Drita Berisha');
  await expect(clients).toContainText('Genc Hoxha');
  await expect(clients.getByRole('row').filter({ hasText: 'Drita Berisha' })).toContainText('35,50 €');
  await expect(page.getByText('1–2 nga 2 klientë')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Klientët me më shumë punë' })).toContainText('Genc Hoxha');
  const topSpenders = page.getByRole('list', { name: 'Klientët që kanë shpenzuar më shumë' });
  await expect(topSpenders).toContainText('Drita Berisha');
  await expect(topSpenders).toContainText('35,50 €');
  await expect(topSpenders).not.toContainText('Genc Hoxha');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/clients.png`, fullPage: true });

  // The statistics: revenue from the completed job, jobs per status, and the worker's figures.
  await page.getByRole('tab', { name: 'Statistikat' }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistikat$/);
  await expect(page.getByRole('group', { name: 'Të ardhurat' })).toContainText('35,50 €');
  const byStatus = page.getByRole('list', { name: 'Punët sipas statusit' });
  await expect(byStatus).toContainText('Përfunduar: 1');
  await expect(byStatus).toContainText('E re: 1');
  const workerRow = page
    .getByRole('table', { name: 'Statistikat e punëtorëve' })
    .getByRole('row', { name: /Besnik Gashi/ });
  await expect(workerRow.getByRole('cell')).toHaveText(['Besnik Gashi', '2', '1', /orë$/, '0']);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/statistics.png`, fullPage: true });

  // Logging out ends the session, on the server too: its token is refused from then on.
  await page.goto('/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page
    .getByRole('button', { name: /Arta Morina|AM/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Dilni' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect
    .poll(
      async () =>
        (await fetch(`${baseUrl()}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status,
    )
    .toBe(401);
});
