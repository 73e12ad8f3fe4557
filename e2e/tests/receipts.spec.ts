import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  clientTicketCode,
  type BusinessUpdateRequest,
  type JobCreatedResponse,
  type JobRequest,
  type PaymentRequest,
} from '@repair-shop/contracts';
import { addWorker, callServer, createShopOwner, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { pdfPageSizes } from '../support/pdf';
import { pdfText } from '../support/pdf-text';

const MM_TO_PT = 72 / 25.4;
/** The device's unlock code: the shop keeps it, no receipt prints it. */
const DEVICE_CODE = 'KOD-7391';
const CLIENT = 'Ëndrit Çela';

/**
 * Prints the page as Chromium would to the thermal printer and checks it is one page exactly the roll's
 * width (Chromium rounds a page to whole points, so within 1 pt) and as long as the receipt on screen
 * (with the few millimetres fed after it). Keeps the PDF with the screenshots; returns the page's text.
 */
async function printReceipt(page: Page, name: string, widthMm: number, file: string): Promise<string> {
  const receipt = page.getByRole('article', { name });
  await expect(receipt).toHaveAttribute('data-width-mm', String(widthMm));
  await expect(page.locator(`style[data-print-page^="${widthMm}mm "]`)).toHaveCount(1);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(`${SCREENSHOT_DIR}/${file}`, pdf);
  const sizes = pdfPageSizes(pdf);
  expect(sizes).toHaveLength(1);
  expect(Math.abs(sizes[0].width - widthMm * MM_TO_PT)).toBeLessThanOrEqual(1);
  const receiptHeightMm = ((await receipt.boundingBox())?.height ?? 0) / (96 / 25.4);
  const pageHeightMm = sizes[0].height / MM_TO_PT;
  expect(pageHeightMm).toBeGreaterThanOrEqual(receiptHeightMm);
  expect(pageHeightMm).toBeLessThanOrEqual(receiptHeightMm + 5);
  return pdfText(pdf);
}

test('thermal receipts: the intake receipt at 58 and 80 mm and a payment receipt at 80 mm, one page each, from the job detail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const business: BusinessUpdateRequest = {
    businessName: 'Servisi Arben',
    contactNumber: '044 123 456',
    country: 'kosovo',
    city: 'Prishtinë',
    taxNumber: '810555123',
  };
  await callServer(baseUrl(), 'PUT', '/business', business, owner.token);
  const request: JobRequest = {
    workerId: worker.id,
    clientName: CLIENT,
    clientPhone: '045 321 654',
    deviceModel: 'iPhone 13 Pro',
    deviceImei: '356938035643809',
    deviceCode: DEVICE_CODE,
    workDescription: 'Ekrani i thyer, nuk ndizet',
    estimatedPrice: 40,
    deposit: { amount: 20, method: 'cash' },
  };
  const { job } = await callServer<JobCreatedResponse>(baseUrl(), 'POST', '/jobs', request, owner.token);
  const ticket = clientTicketCode(job.id);

  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();

  // The intake receipt, from the job's print buttons: 80 mm by default.
  await page.getByRole('button', { name: 'Printo fletëpranimin' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/intake-receipt/${job.id}$`));
  const intake = page.getByRole('article', { name: 'Fletëpranim' });
  await expect(intake.getByTestId('receipt-ticket')).toHaveText(ticket);
  await expect(intake.getByRole('img', { name: `Kodi QR i biletës ${ticket}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: '80 mm' })).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/intake-receipt-80.png`, fullPage: true });
  for (const widthMm of [80, 58]) {
    if (widthMm === 58) {
      await page.getByRole('radio', { name: '58 mm' }).check();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/intake-receipt-58.png`, fullPage: true });
    }
    const text = await printReceipt(page, 'Fletëpranim', widthMm, `intake-receipt-${widthMm}.pdf`);
    expect(text).toContain('FLETËPRANIM');
    expect(text).toContain('SERVISI ARBEN');
    expect(text).toContain('NUI: 810555123');
    expect(text).toContain(`Nr. i biletës ${ticket}`);
    expect(text).toContain(CLIENT);
    expect(text).toContain('iPhone 13 Pro');
    expect(text).toContain('356938035643809');
    expect(text).toContain('Ekrani i thyer, nuk ndizet');
    expect(text).toContain('Çmimi i përafërt 40,00 €');
    expect(text).toContain('Paradhënie (Para në dorë) 20,00 €');
    expect(text).toContain('Nënshkrimi i klientit');
    expect(text).not.toContain(DEVICE_CODE);
  }

  // A payment by card with its fiscal receipt; its receipt from the 'Printo dëftesën' of its line.
  const payment: PaymentRequest = { amount: 15, method: 'card', kind: 'payment', fiscalReceiptNumber: 'K-2002' };
  await callServer(baseUrl(), 'POST', `/jobs/${job.id}/payments`, payment, owner.token);
  await page.goto(`/dashboard/pune/${job.id}`);
  const lines = page
    .getByRole('region', { name: 'Pagesat' })
    .getByRole('list', { name: 'Lista e pagesave' })
    .getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await lines.filter({ hasText: 'K-2002' }).getByRole('button', { name: 'Printo dëftesën' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/payment-receipt/${job.id}/[^/]+$`));
  const receipt = page.getByRole('article', { name: 'Dëftesë pagese' });
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('15,00 €');
  await expect(receipt.getByTestId('receipt-balance')).toHaveText('5,00 €');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-receipt-80.png`, fullPage: true });
  const text = await printReceipt(page, 'Dëftesë pagese', 80, 'payment-receipt-80.pdf');
  expect(text).toContain('DËFTESË PAGESE');
  expect(text).toContain(`Nr. i biletës ${ticket}`);
  expect(text).toContain(CLIENT);
  expect(text).toContain('Lloji Pagesë');
  expect(text).toContain('Mënyra Kartelë');
  expect(text).toContain('Shuma 15,00 €');
  expect(text).toContain('Kuponi fiskal nr. K-2002');
  expect(text).toContain('Totali i punës 40,00 €');
  expect(text).toContain('Paguar deri tani 35,00 €');
  expect(text).toContain('Mbetja për pagesë 5,00 €');
  expect(text).toContain('Ky dokument nuk është kupon fiskal.');
  expect(text).not.toContain(DEVICE_CODE);

  // Without a payment named, the receipt is the latest payment's; the deposit's has its own line.
  await page.goto(`/print/payment-receipt/${job.id}`);
  await expect(page.getByRole('article', { name: 'Dëftesë pagese' }).getByTestId('receipt-amount')).toHaveText(
    '15,00 €',
  );
  await page.goto(`/dashboard/pune/${job.id}`);
  await lines.filter({ hasText: 'Paradhënie' }).getByRole('button', { name: 'Printo dëftesën' }).click();
  await expect(page.getByRole('article', { name: 'Dëftesë pagese' }).getByTestId('receipt-amount')).toHaveText(
    '20,00 €',
  );
});
