import { clientTicketCode } from '@repair-shop/contracts';
import { addJob, addWorker, callServer, createShopOwner, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const LONG_NAME = 'Servisi i Telefonave Qëndrim Çeku';

test('one ticket number on the list, the job, the label and the invoice; the label keeps a long shop name whole', async ({
  page,
}) => {
  const owner = await createShopOwner();
  await callServer(
    baseUrl(),
    'PUT',
    '/business',
    { businessName: LONG_NAME, contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
    owner.token,
  );
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Arta Leka', { deviceModel: 'Samsung Galaxy A54' });
  const ticket = clientTicketCode(job.id);

  await signIn(page, owner);
  // The ticket in the client's hand finds the job.
  await page.goto('/dashboard');
  await page.getByLabel('Kërko').fill(ticket);
  const row = page.getByRole('table', { name: 'Lista e punëve' }).getByRole('row').filter({ hasText: 'Arta Leka' });
  await expect(row).toContainText(`#${ticket}`);
  await row.getByRole('button', { name: 'Shiko punën e Arta Leka' }).click();
  await expect(page.getByRole('heading', { name: `Puna #${ticket}` })).toBeVisible();

  await page.goto(`/print/label/${job.id}`);
  await page.getByRole('radio', { name: '12cm x 5cm' }).click();
  const label = page.getByRole('article', { name: `Etiketa ${ticket}` }).first();
  await expect(label).toContainText('BILETA');
  await expect(label).toContainText(ticket);
  // One number only: neither a second "job number" nor "KODI", which is also what the device's unlock code is called.
  await expect(label).not.toContainText('Nr. i punës');
  await expect(label).not.toContainText('KODI');
  const shopName = label.locator('.job-label-shop');
  await expect(shopName).toHaveText(LONG_NAME);
  const clipped = await shopName.evaluate(
    (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
  );
  expect(clipped).toBe(false);
  await label.screenshot({ path: `${SCREENSHOT_DIR}/label-12x5-long-name.png` });

  await page.goto(`/print/invoice/${job.id}`);
  await expect(page.getByRole('article', { name: 'Fatura' })).toContainText(`Nr. ${ticket}`);
});
