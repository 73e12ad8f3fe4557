import type { Page } from '@playwright/test';
import type { ProductResponse } from '@repair-shop/contracts';
import {
  addJob,
  addPayment,
  addProduct,
  addWorker,
  callServer,
  createShopOwner,
  jobDetail,
  signIn,
  setJobStatus,
  type ShopOwner,
} from '../support/api';
import { baseUrl } from '../support/environment';
import { expect, test } from '../support/fixtures';

const CASE = { name: 'Këllëf silikoni iPhone 13', barcode: '4006381333931', price: '9.90' };
const CABLE = { name: 'Kabllo USB-C 1 m', barcode: '5901234123457', price: '4.50' };
const PHONE = { name: 'Samsung Galaxy A15', barcode: '8806095000008', imei: '356938035643809' };

async function counterStock(owner: ShopOwner): Promise<void> {
  for (const [product, quantity, category] of [
    [CASE, 5, 'Këllëfë'],
    [CABLE, 10, 'Kabllo'],
  ] as const) {
    await addProduct(owner, {
      name: product.name,
      barcode: product.barcode,
      costPrice: '2.00',
      salePrice: product.price,
      quantity,
      forSale: true,
      forRepairs: false,
      category,
    });
  }
}

async function quantities(owner: ShopOwner): Promise<Record<string, number>> {
  const products = await callServer<ProductResponse[]>(
    baseUrl(),
    'GET',
    '/products?forSale=true',
    undefined,
    owner.token,
  );
  return Object.fromEntries(products.map((product) => [product.name, product.quantity]));
}

/** As a USB scanner does: the code typed fast into the focused field, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Skano ose kërko' });
  await field.pressSequentially(code);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Shporta' }).getByRole('listitem', { name });

test('a counter sale on a desktop: scanned products, a quick line, change from cash, the receipt; then a ready repair picked up with an accessory in one payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  await counterStock(owner);
  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Shitje' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shitje$/);

  // Two cases and a cable scanned, a quick line for a screen protector fitted at the counter.
  await scan(page, CASE.barcode);
  await scan(page, CABLE.barcode);
  await scan(page, CASE.barcode);
  await expect(cartLine(page, CASE.name).getByRole('textbox', { name: `Sasia e ${CASE.name}` })).toHaveValue('2');
  await page.getByRole('button', { name: 'Rresht i shpejtë' }).click();
  const quick = page.getByRole('dialog', { name: 'Rresht i shpejtë' });
  await quick.getByLabel('Emri').fill('Vendosje xhami');
  await quick.getByLabel('Çmimi').fill('3');
  await quick.getByRole('button', { name: 'Shto në shportë' }).click();
  await expect(page.getByLabel('Totali', { exact: true })).toHaveText('27,30 €');

  // 50 € in cash: 22,70 € back.
  await page.getByLabel('Shuma e dhënë').fill('50');
  await expect(page.getByLabel('Kusuri', { exact: true })).toHaveText('22,70 €');
  await page.getByRole('button', { name: 'Paguaj 27,30 €' }).click();
  await expect(page.getByRole('heading', { name: 'Shitja nr. 1 u regjistrua' })).toBeVisible();
  await expect(page.getByLabel("Kusuri për t'u kthyer")).toHaveText('22,70 €');
  expect(await quantities(owner)).toEqual({ [CASE.name]: 3, [CABLE.name]: 9 });

  // Its receipt on the roll: the lines, the total, the change; not a fiscal coupon in a shop without fiscalization.
  await page.getByRole('button', { name: 'Printo kuponin' }).click();
  await expect(page).toHaveURL(/\/print\/sale-receipt\//);
  await expect(page.getByText(CASE.name)).toBeVisible();
  await expect(page.getByText('Vendosje xhami')).toBeVisible();
  await expect(page.getByText('27,30 €').first()).toBeVisible();
  await expect(page.getByText('Ky dokument nuk është kupon fiskal.')).toBeVisible();

  // A ready repair of 40 € with 10 € paid in advance: «Merr dhe paguaj» puts the 30 € in the cart, a cable joins it.
  const job = await addJob(owner, worker.id, 'Blerta Krasniqi');
  await callServer(baseUrl(), 'PATCH', `/jobs/${job.id}`, { estimatedPrice: 40 }, owner.token);
  await addPayment(owner, job.id, { amount: 10, method: 'cash', kind: 'deposit' });
  await setJobStatus(owner, job.id, 'ready');
  await page.goto(`/dashboard/pune/${job.id}`);
  await page.getByRole('button', { name: 'Merr dhe paguaj' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shitje\?job=/);
  await expect(page.getByRole('list', { name: 'Shporta' }).getByRole('listitem')).toHaveCount(1);
  await scan(page, CABLE.barcode);
  await expect(page.getByLabel('Totali', { exact: true })).toHaveText('34,50 €');
  await page.getByLabel('Mënyra e pagesës').getByText('Kartelë', { exact: true }).click();
  await page.getByRole('button', { name: 'Paguaj 34,50 €' }).click();
  await expect(page.getByRole('heading', { name: 'Shitja nr. 2 u regjistrua' })).toBeVisible();

  // The job is paid and collected, its payment names the sale; the cable is one less.
  const detail = await jobDetail(owner, job.id);
  expect(detail.job.status).toBe('completed');
  expect(detail.money.balance).toBe(0);
  expect(await quantities(owner)).toEqual({ [CASE.name]: 3, [CABLE.name]: 8 });
});

test('a counter sale on a phone: a phone sold by its IMEI with its warranty and two cables, paid exactly in cash, one cable taken back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  await counterStock(owner);
  // A phone kept one unit each by IMEI, with a year of warranty for the buyer.
  const { product: phone } = await addProduct(owner, {
    name: PHONE.name,
    barcode: PHONE.barcode,
    costPrice: '0',
    salePrice: '150.00',
    quantity: 0,
    forSale: true,
    forRepairs: false,
    serialized: true,
    warrantyMonths: 12,
  });
  await callServer(
    baseUrl(),
    'POST',
    `/products/${phone.id}/units`,
    { serial: PHONE.imei, costPrice: '118.00' },
    owner.token,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner);
  await page.goto('/dashboard/shitje');

  await scan(page, PHONE.imei);
  await expect(cartLine(page, PHONE.name)).toContainText(PHONE.imei);
  await scan(page, CABLE.barcode);
  await scan(page, CABLE.barcode);
  await expect(page.getByLabel('Totali', { exact: true })).toHaveText('159,00 €');
  await page.getByRole('button', { name: 'Paguaj 159,00 €' }).click();
  await expect(page.getByRole('heading', { name: 'Shitja nr. 1 u regjistrua' })).toBeVisible();
  const units = await callServer<{ status: string; warrantyUntil: string | null }[]>(
    baseUrl(),
    'GET',
    `/products/${phone.id}/units`,
    undefined,
    owner.token,
  );
  expect(units).toEqual([
    expect.objectContaining({ status: 'sold', warrantyUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
  ]);

  // The day's sales, the sale, one cable brought back: 4,50 € in cash, the stock one more.
  await page.getByRole('button', { name: 'Shiko shitjen' }).click();
  await page.getByRole('button', { name: 'Kthim' }).click();
  const back = page.getByRole('dialog', { name: 'Kthim nga shitja nr. 1' });
  await back.getByRole('checkbox', { name: CABLE.name, exact: true }).check();
  await back.getByRole('textbox', { name: `Sasia që kthehet e ${CABLE.name}` }).fill('1');
  await back.getByLabel('Arsyeja').fill('Klienti nuk e deshi');
  await back.getByRole('button', { name: 'Regjistro kthimin' }).click();
  await expect(back.getByText('Kthimi nr. 2 u regjistrua: 4,50 € u kthyen.')).toBeVisible();
  expect(await quantities(owner)).toEqual({ [CASE.name]: 5, [CABLE.name]: 9, [PHONE.name]: 0 });

  // The sale's receipt names the phone's IMEI and the buyer's warranty.
  await back.getByRole('button', { name: 'Mbyll' }).click();
  await page.getByRole('button', { name: 'Printo kuponin' }).click();
  await expect(page).toHaveURL(/\/print\/sale-receipt\//);
  await expect(page.getByText(PHONE.imei)).toBeVisible();
  await expect(page.getByText(/Garancia deri më \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
});
