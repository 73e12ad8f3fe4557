import { addJob, addWorker, createShopOwner } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('a client follows the repair from the link on the label, and by ticket code and phone', async ({ page }) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Blerta Krasniqi');

  await page.goto(`/gjurmo/${job.trackingToken}`);
  await expect(page.getByRole('heading', { name: 'Servisi Arben' })).toBeVisible();
  await expect(page.getByText('Samsung Galaxy S23')).toBeVisible();
  await expect(page.getByLabel('Statusi')).toHaveText('E re');
  // Nothing private: no phone, IMEI, code or client name.
  const body = await page.locator('body').innerText();
  for (const secret of ['045 987 654', '356938035643809', '1234', 'Blerta']) expect(body).not.toContain(secret);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tracking.png`, fullPage: true });

  const response = await fetch(`${baseUrl()}/api/jobs/${job.id}/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ status: 'ready' }),
  });
  expect(response.status).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Statusi')).toHaveText('Gati');

  await page.goto('/gjurmo');
  await page.getByLabel('Kodi i biletës').fill(job.id.slice(-6));
  await page.getByLabel('4 shifrat e fundit të telefonit').fill('7654');
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  await expect(page).toHaveURL(new RegExp(`/gjurmo/${job.trackingToken}$`));
  await expect(page.getByLabel('Statusi')).toHaveText('Gati');

  await page.goto('/gjurmo');
  await page.getByLabel('Kodi i biletës').fill(job.id.slice(-6));
  await page.getByLabel('4 shifrat e fundit të telefonit').fill('0000');
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  await expect(page.getByText('Puna nuk u gjet.', { exact: false })).toBeVisible();
});
