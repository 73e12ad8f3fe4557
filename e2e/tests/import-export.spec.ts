import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { addProduct, addWorker, createShopOwner, jobPage, signIn } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** A CSV as Excel in the region saves it: UTF-8 with a BOM, semicolons, CRLF. */
const csv = (rows: string[][]): Buffer =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rows.map((row) => row.join(';')).join('\r\n'), 'utf-8')]);

const HEADER = ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Çmimi', 'Statusi', 'Data', 'Punëtori'];

test('the owner imports jobs from a CSV (mapping, preview, import) and finds them; a file with a bad row names its line and imports nothing; the jobs export to Excel', async ({
  page,
}) => {
  const owner = await createShopOwner();
  await addWorker(owner, 'Besnik');
  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Klientët' }).click();

  // A file with one bad row (line 3): its line, column and problem are listed, and nothing is imported.
  const bad = csv([
    HEADER,
    [
      'Qëndrim Çeku',
      '049 111 222',
      'iPhone 13',
      '356938035643809',
      'Ekrani i thyer',
      '1.250,50',
      'Përfunduar',
      '01.12.2025 10:30',
      'Besnik',
    ],
    [
      'Ëndrita Dërmaku',
      '044 555 666',
      'Samsung A52',
      '356938035643808',
      'Bateria',
      '25',
      'Gati',
      '02.12.2025',
      'Besnik',
    ],
  ]);
  await page.getByRole('button', { name: 'Importo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importo klientë ose punë' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'punet.csv', mimeType: 'text/csv', buffer: bad });
  await dialog.getByRole('button', { name: 'Vazhdo' }).click();
  await expect(dialog.getByText('punet.csv: 2 rreshta.', { exact: false })).toBeVisible();
  // The suggested mapping is chosen; the preview already shows the bad IMEI of line 3 in red.
  await expect(dialog.getByRole('combobox', { name: /^Klienti/ })).toHaveValue('Emri');
  await expect(dialog.getByRole('combobox', { name: /^Punëtori$/ })).toHaveValue('Punëtori');
  const preview = dialog.getByRole('table', { name: 'Rreshtat e parë si do të importohen' });
  await expect(preview.getByRole('row').nth(1)).toContainText('1.250,50 €');
  await expect(preview.getByLabel(/^356938035643808: IMEI nuk është i saktë/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importo' }).click();
  const problems = dialog.getByRole('table', { name: 'Rreshtat me gabime' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3IMEI356938035643808IMEI nuk është i saktë');
  await expect(dialog.getByText('Një rresht ka gabime. Asgjë nuk u importua', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/import-bad-row.png` });
  expect((await jobPage(owner, {})).total).toBe(0);

  // The row fixed in the file: chosen again, the jobs go in.
  await dialog.getByRole('button', { name: 'Kthehu' }).click();
  const fixed = csv([
    HEADER,
    [
      'Qëndrim Çeku',
      '049 111 222',
      'iPhone 13',
      '356938035643809',
      'Ekrani i thyer',
      '1.250,50',
      'Përfunduar',
      '01.12.2025 10:30',
      'Besnik',
    ],
    [
      'Ëndrita Dërmaku',
      '044 555 666',
      'Samsung A52',
      '490154203237518',
      'Bateria',
      '25',
      'Gati',
      '02.12.2025',
      'Besnik',
    ],
  ]);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'punet.csv', mimeType: 'text/csv', buffer: fixed });
  await dialog.getByRole('button', { name: 'Vazhdo' }).click();
  await dialog.getByRole('button', { name: 'Importo' }).click();
  await expect(dialog.getByText('U importuan 2 punë.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mbyll' }).click();

  // The clients are listed, and the jobs are in the list with their history.
  await expect(page.getByRole('table', { name: 'Lista e klientëve' })).toContainText('Qëndrim Çeku');
  await page.getByRole('tab', { name: 'Ballina' }).click();
  await expect(page.getByText('Ëndrita Dërmaku').first()).toBeVisible();
  const jobs = await jobPage(owner, {});
  expect(jobs.items.map((job) => [job.clientName, job.status, job.estimatedPrice]).sort()).toEqual([
    ['Qëndrim Çeku', 'completed', 1250.5],
    ['Ëndrita Dërmaku', 'ready', 25],
  ]);

  // The jobs as an Excel workbook from the statistics: downloaded, opened, the numbers and dates typed.
  await page.getByRole('tab', { name: 'Statistikat' }).click();
  // The charts and the profit load above the form and push it down; a menu opened before they land loses its button.
  await expect(page.getByText('Të ardhurat').first()).toBeVisible();
  await expect(page.getByLabel('Duke ngarkuar fitimin')).toHaveCount(0);
  const exportForm = page.getByRole('region', { name: 'Eksporto' });
  await exportForm.getByLabel('Nga data').fill('2025-12-01');
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Punët' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^punet-2025-12-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Punët');
  expect(sheet.getRow(1).getCell(4).value).toBe('Klienti');
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1)
      rows.push([row.getCell(2).value, row.getCell(3).value, row.getCell(4).value, row.getCell(13).value]);
  });
  expect(rows).toEqual([
    // 10:30 in the shop, as Excel shows it (a date cell without a zone).
    [new Date('2025-12-01T10:30:00Z'), 'Përfunduar', 'Qëndrim Çeku', 1250.5],
    [new Date('2025-12-02T00:00:00Z'), 'Gati', 'Ëndrita Dërmaku', 25],
  ]);
});

test("the owner downloads the stock's movements from the statistics' export form as CSV for Excel", async ({
  page,
}) => {
  const owner = await createShopOwner();
  await addProduct(owner, {
    name: 'Xham mbrojtës',
    barcode: '4006381333931',
    costPrice: '1.10',
    salePrice: '5.00',
    quantity: 12,
    forSale: true,
    forRepairs: true,
  });
  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Statistikat' }).click();
  await expect(page.getByText('Të ardhurat').first()).toBeVisible();
  await expect(page.getByLabel('Duke ngarkuar fitimin')).toHaveCount(0);
  const exportForm = page.getByRole('region', { name: 'Eksporto' });
  // Not an Albanian shop: no register cash to export.
  await expect(exportForm.getByRole('button', { name: 'Fondi i arkës' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Lëvizjet e stokut' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^levizjet-e-stokut-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, movement] = (await readFile(await download.path(), 'utf-8')).replace('\uFEFF', '').split('\n');
  expect(header).toBe('Data;Produkti;Barkodi;Arsyeja;Ndryshimi;Sasia pas;Kush;Referenca');
  expect(movement).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Xham mbrojtës;4006381333931;Ndryshim me dorë;12;12;.+;$/);
});
