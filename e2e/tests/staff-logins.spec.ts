import { addJob, addWorker, createShopOwner, giveLogin, jobDetail, sessionScript } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('an owner gives a worker a technician login; the worker accepts it on a phone and works on jobs only, until the login is taken away', async ({ page, browser, baseURL }) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner, 'Teuta');
  const job = await addJob(owner, worker.id, 'Vjosa Berisha');
  const email = `teuta-${Date.now()}@example.com`;

  // The owner, on the Workers tab: "Jep hyrje në aplikacion".
  await page.goto('/');
  await page.evaluate(sessionScript(owner));
  await page.goto('/dashboard/punetoret');
  await page.getByRole('button', { name: 'Veprime për Teuta Gashi' }).click();
  await page.getByRole('menuitem', { name: 'Jep hyrje në aplikacion' }).click();
  await page.getByRole('button', { name: 'Krijo llogarinë' }).click();
  await expect(page.getByText('Kjo fushë është e detyrueshme')).toBeVisible();
  await page.getByLabel('Email i punëtorit').fill(email);
  await expect(page.getByText('Nuk sheh statistikat, klientët, biznesin dhe stafin.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Krijo llogarinë' }).click();
  const link = await page.getByLabel('Lidhja e ftesës').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-invite-link.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Mbyll', exact: true }).click();
  const row = page.getByRole('listitem', { name: 'Teuta Gashi' });
  await expect(row.getByText('Teknik · ftesë në pritje')).toBeVisible();

  // The worker opens the link on a phone, in a browser of their own.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'sq-AL' });
  const staff = await phone.newPage();
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByText('Mirë se vini, Teuta!')).toBeVisible();
  await expect(staff.getByText('Servisi Arben')).toBeVisible();
  await staff.getByLabel(/^Fjalëkalimi/).fill('fjalekalimi-i-teutes');
  await staff.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-tjeter');
  await staff.getByRole('button', { name: 'Ruaj dhe hyr' }).click();
  await expect(staff.getByText('Fjalëkalimet nuk përputhen')).toBeVisible();
  await staff.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-i-teutes');
  await staff.getByRole('button', { name: 'Ruaj dhe hyr' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);

  // The shop's jobs, and only the tabs of a technician.
  await expect(staff.getByText('Vjosa Berisha').filter({ visible: true })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Punëtorët' })).toBeVisible();
  for (const hidden of ['Klientët', 'Statistikat', 'Biznesi']) await expect(staff.getByRole('tab', { name: hidden })).toHaveCount(0);
  await staff.screenshot({ path: `${SCREENSHOT_DIR}/staff-technician-phone.png`, fullPage: true });
  // The technician moves the job on; the history signs it with their name.
  await staff.goto(`/dashboard/pune/${job.id}`);
  await staff.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Në proces' }).click();
  await expect(staff.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Në proces' })).toHaveAttribute('aria-pressed', 'true');
  const history = staff.getByLabel('Historia e punës');
  await expect(history.locator('[data-entry-type="status"]').first()).toContainText('Teuta Gashi ·');
  await expect(history.locator('[data-entry-type="status"]').last()).toContainText('Arben Krasniqi ·');
  expect((await jobDetail(owner, job.id)).messages.at(-1)?.author?.name).toBe('Teuta Gashi');
  await staff.goto('/dashboard/statistikat');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.getByRole('tab', { name: 'Punëtorët' }).click();
  await expect(staff.getByRole('button', { name: 'Shto punëtor' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Veprime për/ })).toHaveCount(0);

  // The owner sees the login accepted, and takes it away: the technician's next request ends the session.
  await page.reload();
  await expect(row.getByText('Teknik', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Veprime për Teuta Gashi' }).click();
  await page.getByRole('menuitem', { name: 'Hiq hyrjen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hiq hyrjen' }).click();
  await expect(page.getByText('Llogaria e punëtorit u hoq.', { exact: false })).toBeVisible();
  await expect(row.getByText(/^Teknik/)).toHaveCount(0);

  await staff.getByRole('tab', { name: 'Ballina' }).click();
  await staff.reload();
  await expect(staff).toHaveURL(/\/login$/);
  await phone.close();
});

test('the owner keeps technicians to their own jobs from the Business tab', async ({ page, browser, baseURL }) => {
  const owner = await createShopOwner();
  const teuta = await addWorker(owner, 'Teuta');
  const besa = await addWorker(owner, 'Besa');
  await addJob(owner, teuta.id, 'Klienti i Teutës');
  await addJob(owner, besa.id, 'Klienti i Besës');
  const technician = await giveLogin(owner, teuta, 'technician');

  const bench = await browser.newContext({ baseURL });
  const staff = await bench.newPage();
  await staff.goto('/');
  await staff.evaluate(sessionScript(technician));
  await staff.goto('/dashboard');
  await expect(staff.getByText('Klienti i Besës').filter({ visible: true })).toBeVisible();

  await page.goto('/');
  await page.evaluate(sessionScript(owner));
  await page.goto('/dashboard/biznesi');
  const onlyOwn = page.getByRole('switch', { name: 'Teknikët shohin vetëm punët e caktuara atyre' });
  await expect(onlyOwn).not.toBeChecked();
  await onlyOwn.click();
  await expect(page.getByText('Teknikët tani shohin vetëm punët e tyre.')).toBeVisible();
  await expect(onlyOwn).toBeChecked();

  await staff.reload();
  await expect(staff.getByText('Klienti i Teutës').filter({ visible: true })).toBeVisible();
  await expect(staff.getByText('Klienti i Besës')).toHaveCount(0);
  await bench.close();
});
