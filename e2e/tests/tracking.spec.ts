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

  // The ticket as the shop's app writes it ("#A99B0E"), typed in lower case with a space, and the whole phone number.
  const ticket = job.id.slice(-6).toUpperCase();
  await page.goto('/gjurmo');
  const code = page.getByLabel('Kodi i biletës');
  const phone = page.getByLabel('4 shifrat e fundit të telefonit');
  await expect(page.getByText('6 shkronja e shifra, si në etiketë ose në SMS')).toBeVisible();
  await expect(page.getByText('Të numrit që i dhatë servisit')).toBeVisible();
  await code.pressSequentially(`#${ticket.slice(0, 3).toLowerCase()} ${ticket.slice(3).toLowerCase()}`);
  await expect(code).toHaveValue(`#${ticket.slice(0, 3)} ${ticket.slice(3)}`);
  await phone.fill('045 987 654');
  await expect(phone).toHaveValue('045987654');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tracking-lookup.png`, fullPage: true });
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  await expect(page).toHaveURL(new RegExp(`/gjurmo/${job.trackingToken}$`));
  await expect(page.getByLabel('Statusi')).toHaveText('Gati');

  // A code that is not one is said once, under its field, with what is expected; nothing is asked of the server.
  await page.goto('/gjurmo');
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/track/lookup')) lookups.push(request.url());
  });
  await code.fill(`#${ticket.slice(0, 5)}`);
  await phone.fill('7654');
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  const problem = 'Kodi i biletës ka 6 shkronja e shifra, si në etiketë ose në SMS (p.sh. A99B0E).';
  await expect(page.getByText(problem)).toHaveCount(1);
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(new RegExp(problem.replace(/[.()]/g, '\\$&')));
  expect(lookups).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tracking-lookup-invalid.png`, fullPage: true });

  // A code and phone that match no job: the server's answer, once.
  await code.fill(ticket);
  await phone.fill('0000');
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Puna nuk u gjet.' })).toBeVisible();
  await expect(page.getByText('Puna nuk u gjet.', { exact: false })).toHaveCount(1);
  expect(lookups).toHaveLength(1);
});
